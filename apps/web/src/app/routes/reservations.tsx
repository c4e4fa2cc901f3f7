import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Your reservations" lead="Tables you have booked." />;
}
