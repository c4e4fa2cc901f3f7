import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return <PageFrame title="Sign up" lead="Create an account to save your details and reorder in a few taps." />;
}
