import { LegalPage } from '@/features/content/components/legal-page';
import { refundPolicy } from '@/features/content/policies/refund-policy';

export function Component() {
  return <LegalPage policy={refundPolicy} />;
}
