import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Order history" lead="Your past orders." access="diners" />;
}
