import type { ReactNode, Ref } from 'react';

/** A form-level message (the server's answer): announced when it appears. */
export function FormAlert({ children, tone = 'error', ref }: { children: ReactNode; tone?: 'error' | 'info'; ref?: Ref<HTMLParagraphElement> }) {
  if (!children) return null;
  const style = tone === 'error' ? 'border-primary/40 bg-primary/5 text-dark' : 'border-black/10 bg-light text-text';
  return (
    <p ref={ref} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm font-medium ${style}`}>
      {children}
    </p>
  );
}
