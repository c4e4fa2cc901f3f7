import type { ReactNode } from 'react';

type MenuSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
};

/** A section of the menu list: an anchor below the sticky category bar, with its <h2>. */
export function MenuSection({ id, title, children }: MenuSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 pt-8">
      {/* Focusable from script only: the category bar moves focus here after scrolling. */}
      <h2 id={`${id}-title`} tabIndex={-1} className="mb-4 text-2xl font-bold tracking-tight focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
