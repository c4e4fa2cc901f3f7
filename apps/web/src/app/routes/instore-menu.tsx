import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="In-store menu" lead="What we serve at the counter of your chosen outlet." />;
}
