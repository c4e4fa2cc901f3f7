import type { ReactNode } from 'react';
import type { Menu } from '@crust/contract/menu';
import { Button } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { NoticePanel } from '@/components/ui/notice-panel';
import type { MenuQuery } from '../api/use-menu';

type MenuStatusProps = {
  menu: Pick<MenuQuery, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** The chosen outlet, or null before one is chosen. */
  outletName: string | null;
  onChooseOutlet: () => void;
  /** The page's own shape while it loads, so nothing jumps when the menu arrives. */
  skeleton: ReactNode;
  children: (menu: Menu) => ReactNode;
};

/** A menu page's states before its content: no outlet yet, loading, or failed (with a retry). */
export function MenuStatus({ menu, outletName, onChooseOutlet, skeleton, children }: MenuStatusProps) {
  if (outletName === null) {
    return (
      <NoticePanel action={<Button onClick={onChooseOutlet}>Choose outlet</Button>}>
        <p>Choose an outlet to see its menu.</p>
      </NoticePanel>
    );
  }
  // A failed background refresh keeps the menu already shown.
  if (menu.data) return children(menu.data);
  if (menu.isError) {
    return <LoadErrorNotice what={`the menu for ${outletName}`} isRetrying={menu.isFetching} onRetry={() => void menu.refetch()} />;
  }
  return (
    <div role="status">
      <span className="sr-only">Loading the menu…</span>
      {skeleton}
    </div>
  );
}
