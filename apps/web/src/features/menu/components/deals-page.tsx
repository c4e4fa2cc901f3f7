import { Link } from 'react-router';
import { PageFrame } from '@/components/layout/page-frame';
import { NoticePanel } from '@/components/ui/notice-panel';
import { dealKey } from '../deal-key';
import type { MenuQuery } from '../api/use-menu';
import type { MenuSelection } from '../menu-selection';
import { DealCard, FIRST_DEALS } from './deal-card';
import { DealGridSkeleton } from './menu-skeletons';
import { MenuStatus } from './menu-status';
import { OutletOffers } from './outlet-offers';

type DealsPageProps = {
  /** The outlet's main menu, which carries its deals. */
  menu: MenuQuery;
  /** The chosen outlet, whose coupons and automatic offers follow its deals; null before one is chosen. */
  outletId: number | null;
  outletName: string | null;
  onChooseOutlet: () => void;
  onSelect: (selection: Extract<MenuSelection, { kind: 'deal' }>) => void;
};

export function DealsPage({ menu, outletId, outletName, onChooseOutlet, onSelect }: DealsPageProps) {
  return (
    <PageFrame title="Deals" lead={`Meal deals and offers at ${outletName ?? 'your chosen outlet'}.`}>
      <MenuStatus menu={menu} outletName={outletName} onChooseOutlet={onChooseOutlet} skeleton={<DealGridSkeleton />}>
        {({ deals }) =>
          deals.length === 0 ? (
            <NoticePanel
              action={
                <Link to="/menu" className="font-semibold text-primary underline underline-offset-4 hover:text-dark">
                  Browse the full menu
                </Link>
              }
            >
              <p>There are no deals at {outletName} right now.</p>
            </NoticePanel>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {deals.map((deal, index) => (
                <li key={dealKey(deal)}>
                  <DealCard deal={deal} onSelect={() => onSelect({ kind: 'deal', deal })} eager={index < FIRST_DEALS} />
                </li>
              ))}
            </ul>
          )
        }
      </MenuStatus>
      {outletId !== null && outletName !== null && <OutletOffers restaurantId={outletId} outletName={outletName} />}
    </PageFrame>
  );
}
