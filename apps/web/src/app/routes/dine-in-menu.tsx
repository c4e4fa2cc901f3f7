import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Dine-in menu" lead="What we serve at the table in your chosen outlet." />;
}
