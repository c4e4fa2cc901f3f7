import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Payment" lead="Pay for your order by card." />;
}
