import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Your profile" lead="Your details and delivery addresses." />;
}
