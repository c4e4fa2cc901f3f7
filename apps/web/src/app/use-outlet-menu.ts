import type { MenuKind } from '@crust/contract/menu';
import { useMenu } from '@/features/menu/api/use-menu';
import { useMenuChanges } from '@/features/menu/api/use-menu-changes';
import { useOutlet } from './use-outlet';

/** The chosen outlet's menu of one kind, following the restaurant's edits, with what a page needs to ask for an outlet first. */
export function useOutletMenu(kind: MenuKind) {
  const outlet = useOutlet();
  const menu = useMenu(outlet.id, kind);
  useMenuChanges(outlet.id);
  return { outletId: outlet.id, outletName: outlet.name, menu, onChooseOutlet: outlet.choose };
}
