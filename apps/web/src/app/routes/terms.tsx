import { LegalPage } from '@/features/content/components/legal-page';
import { termsPolicy } from '@/features/content/policies/terms-policy';

export function Component() {
  return <LegalPage policy={termsPolicy} />;
}
