import { ModifierGroupsManager } from '@/features/console-modifier-groups/components/modifier-groups-manager';
import { SizesManager } from '@/features/console-sizes/components/sizes-manager';
import { useStaff } from './console-pages';
import { hasRole } from './role-gate';

// Issue 19: the business's modifier groups and sizes, shared by its products. Owners change them;
// managers and crew read them (the server checks again). Their own chunk: they bring zod with them.

export function ModifierGroupsPage() {
  const { role } = useStaff();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <title>Modifier groups · Crust console</title>
      <h1 className="text-2xl font-bold">Modifier groups</h1>
      <ModifierGroupsManager canEdit={hasRole(role, 'owner')} />
    </div>
  );
}

export function SizesPage() {
  const { role } = useStaff();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <title>Sizes · Crust console</title>
      <h1 className="text-2xl font-bold">Sizes and configurations</h1>
      <p className="text-text/75">Each product sets its own price for each value on its product page.</p>
      <SizesManager canEdit={hasRole(role, 'owner')} />
    </div>
  );
}
