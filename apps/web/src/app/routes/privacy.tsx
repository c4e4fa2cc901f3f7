import { LegalPage } from '@/features/content/components/legal-page';
import { privacyPolicy } from '@/features/content/policies/privacy-policy';

export function Component() {
  return <LegalPage policy={privacyPolicy} />;
}
