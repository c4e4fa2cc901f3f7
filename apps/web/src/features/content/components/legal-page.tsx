import { PageFrame } from '@/components/layout/page-frame';
import { useConfigStore } from '@/lib/config-store';
import type { LegalPolicy } from '../policies/legal-document';

/** Renders a policy with the business details from the site configuration filled in. */
export function LegalPage({ policy }: { policy: LegalPolicy }) {
  const general = useConfigStore((state) => state.theme.general);
  const document = policy(general);
  return (
    <PageFrame title={document.title} lead={document.lead}>
      <div className="flex flex-col gap-8">
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
