import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Log in" lead="Log in to see your orders, favourites and loyalty points." />;
}
