import type { ReactNode } from 'react';
import type { SiteConfig } from '@crust/contract/site-config';
import type { Section } from '../site-config-draft';

/** What each section's fields get: the section's values, a change to some of them, and the error of a field by its path in the section. */
export type SectionProps<K extends Section> = {
  value: SiteConfig[K];
  onChange: (patch: Partial<SiteConfig[K]>) => void;
  errorOf: (path: string) => string | undefined;
};

/** One section of the form, foldable so a long form stays manageable beside the preview. */
export function SectionFrame({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group rounded-lg border border-black/10 bg-background">
      <summary className="cursor-pointer select-none px-4 py-3 text-base font-semibold">{title}</summary>
      <div className="flex flex-col gap-3 px-4 pb-4">{children}</div>
    </details>
  );
}
