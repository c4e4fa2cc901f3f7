import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Order confirmation" />;
}
