import { useConfigStore } from '@/lib/config-store';
import { MenuBrowseRoute } from '../menu-browse-route';

export function Component() {
  const { title, subtitle } = useConfigStore((state) => state.theme.menu);
  return <MenuBrowseRoute kind="main" title={title} subtitle={subtitle} />;
}
