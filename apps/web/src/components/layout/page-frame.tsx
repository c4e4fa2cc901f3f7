import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/seo-head';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';

type PageFrameProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /**
   * Who may see the page (issue 8): 'diners' sends a guest to /login and back after logging in;
   * 'guests' (log in, sign up) sends a logged-in diner to /profile. Everyone when left out.
   */
  access?: 'diners' | 'guests';
};

/** Every page's frame: its document title, its single <h1>, an optional lead paragraph and the content. */
export function PageFrame({ access, ...frame }: PageFrameProps) {
  return access ? <PageAccess access={access}>{<Frame {...frame} />}</PageAccess> : <Frame {...frame} />;
}

function PageAccess({ access, children }: { access: NonNullable<PageFrameProps['access']>; children: ReactNode }) {
  const loggedIn = useIdentityStore(isLoggedIn);
  const { pathname, search } = useLocation();
  if (access === 'diners' && !loggedIn) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (access === 'guests' && loggedIn) return <Navigate to="/profile" replace />;
  return children;
}

function Frame({ title, lead, children }: Omit<PageFrameProps, 'access'>) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-text/80">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
