import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Favourites" lead="The items you have saved." />;
}
