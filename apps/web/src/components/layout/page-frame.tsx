import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/seo-head';

type PageFrameProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** Every page's frame: its document title, its single <h1>, an optional lead paragraph and the content. */
export function PageFrame({ title, lead, children }: PageFrameProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-text/80">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
