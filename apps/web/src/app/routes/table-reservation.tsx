import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Book a table" lead="Reserve a table at your chosen outlet." />;
}
