import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Gift cards" lead="Buy a gift card or check its balance." />;
}
