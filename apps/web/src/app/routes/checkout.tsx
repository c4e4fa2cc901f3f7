import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Checkout" lead="Choose pickup or delivery and when you want your order." />;
}
