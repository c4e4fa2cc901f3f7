import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Menu" lead="Pizzas, sides, desserts and drinks from your chosen outlet." />;
}
