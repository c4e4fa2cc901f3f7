import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Loyalty points" lead="Your points and what they are worth." access="diners" />;
}
