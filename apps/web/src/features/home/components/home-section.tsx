import type { ReactNode } from 'react';

type HomeSectionProps = {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
};

/** The frame every home section shares: an anchor id, an <h2> and its subtitle. */
export function HomeSection({ id, title, subtitle, children, className = '' }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-4 py-12 ${className}`}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-text/80">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
