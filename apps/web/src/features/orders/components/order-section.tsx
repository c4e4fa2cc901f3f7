import { useId, type ReactNode } from 'react';

/** One part of an order's page, under its own second-level heading (the page's h1 is the frame's). */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-black/10 pt-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
