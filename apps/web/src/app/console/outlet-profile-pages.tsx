import { Link, useNavigate, useParams } from 'react-router';
import { PhotoField } from '@/features/console-images/components/photo-field';
import { OutletProfileEditor } from '@/features/console-outlet-profiles/components/outlet-profile-editor';
import type { PhotoSlot } from '@/features/console-outlet-profiles/components/outlet-profile-form';
import { OutletsManager } from '@/features/console-outlet-profiles/components/outlets-manager';
import { OUTLETS_PATH, outletProfilePath } from './console-paths';
import { useStaff } from './console-pages';
import { OutletCatalogueLinks } from './outlet-catalogue-links';
import { hasRole, RoleGate } from './role-gate';

/** The outlet's photo: the console's upload field, the outlet forms' value its id. */
const outletPhoto: PhotoSlot = (field) => <PhotoField label="Photo" {...field} />;

/** Issue 19: the tenant's outlets (owners): new, archive, bring back. Its own chunk: it brings zod with it. */
export function OutletsAdminPage() {
  return (
    <RoleGate least="owner">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <title>Manage outlets · Crust console</title>
        <h1 className="text-2xl font-bold">Outlets</h1>
        <OutletsManager
          photo={outletPhoto}
          profileLink={(outlet) => (
            <>
              <Link to={outletProfilePath(outlet.id)} className="underline" aria-label={`Edit ${outlet.name}`}>
                Edit
              </Link>
              <OutletCatalogueLinks outletId={outlet.id} outletName={outlet.name} />
            </>
          )}
        />
      </div>
    </RoleGate>
  );
}

/**
 * An outlet's profile: owners edit it, the others read their outlet's. The server says whose it is
 * (an owner's hidden or archived outlets are not among the session's outlets).
 */
export function OutletProfilePage() {
  const { role } = useStaff();
  const outletId = Number(useParams().outletId);
  const navigate = useNavigate();
  const owner = hasRole(role, 'owner');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <title>Outlet profile · Crust console</title>
      <h1 className="text-2xl font-bold">Outlet profile</h1>
      <p className="flex gap-4">
        <OutletCatalogueLinks outletId={outletId} outletName="this outlet" />
      </p>
      <OutletProfileEditor key={outletId} outletId={outletId} canEdit={owner} onDone={() => void navigate(OUTLETS_PATH)} photo={outletPhoto} />
    </div>
  );
}
