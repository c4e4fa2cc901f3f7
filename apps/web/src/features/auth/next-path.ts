/** Where a diner goes after logging in when nothing else is asked for. */
export const AFTER_LOGIN = '/profile';

/**
 * The `?next=` path to return to, only if it is a path of this site: '/x' but not '//evil.example'
 * or '/\evil.example' (browsers read both as another host), so the login is no open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return AFTER_LOGIN;
  return next;
}

/** `path` with the next-path carried along, for links between the account pages. */
export function withNext(path: string, next: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (next && safeNextPath(next) === next) params.set('next', next);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
