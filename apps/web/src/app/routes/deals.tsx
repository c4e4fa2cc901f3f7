import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Deals" lead="Meal deals and offers at your chosen outlet." />;
}
