import { Link } from 'react-router';
import { outletDealsPath, outletMenuPath } from './console-paths';

/** Issue 19: from an outlet in the outlets' pages to what it sells: its menu (products, prices, dayparts) and its deals. */
export function OutletCatalogueLinks({ outletId, outletName }: { outletId: number; outletName: string }) {
  return (
    <>
      <Link to={outletMenuPath(outletId)} className="underline" aria-label={`Menu of ${outletName}`}>
        Menu
      </Link>
      <Link to={outletDealsPath(outletId)} className="underline" aria-label={`Deals of ${outletName}`}>
        Deals
      </Link>
    </>
  );
}
