import type { ReactNode } from 'react';

type NoticePanelProps = {
  children: ReactNode;
  /** The one action that resolves the notice, if there is one. */
  action?: ReactNode;
  /** 'alert' for failures, so screen readers announce them. */
  role?: 'alert';
};

/**
 * Where content would be, the reason it is not: no outlet yet, nothing to show, a failed load.
 * Border and text follow the surrounding colour, so it reads on light and dark surfaces alike.
 */
export function NoticePanel({ children, action, role }: NoticePanelProps) {
  return (
    <div
      role={role}
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-current/30 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>{children}</div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
