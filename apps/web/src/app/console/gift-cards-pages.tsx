import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { GiftCardDetails } from '@/features/console-gift-cards/components/gift-card-details';
import { GiftCardReport } from '@/features/console-gift-cards/components/gift-card-report';
import { GiftCardsManager } from '@/features/console-gift-cards/components/gift-cards-manager';
import { dayIn } from '@/lib/zoned-time';
import { useStaff } from './console-pages';
import { GIFT_CARD_REPORT_PATH, giftCardPath, GIFT_CARDS_PATH, giftCardsSearchPath, ticketPath } from './console-paths';
import { hasRole, RoleGate } from './role-gate';
import { tenantTimeZone, useConsoleOutlets } from './use-console-outlets';

// Issue 21: the restaurant's side of gift cards, for owners and managers (the server checks again:
// a manager sees the cards sold or redeemed at their outlets).

const sectionLink =
  'inline-flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-light aria-[current=page]:bg-primary/10 aria-[current=page]:text-dark';

function GiftCardsFrame({ title, heading = true, children }: { title: string; heading?: boolean; children: ReactNode }) {
  return (
    <RoleGate least="manager">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <title>{`${title} · Crust console`}</title>
        <nav aria-label="Gift cards" className="flex flex-wrap gap-1 border-b border-black/10 pb-2">
          <NavLink to={GIFT_CARDS_PATH} end className={sectionLink}>
            Find or issue a card
          </NavLink>
          <NavLink to={GIFT_CARD_REPORT_PATH} className={sectionLink}>
            Liability report
          </NavLink>
        </nav>
        {heading && <h1 className="text-2xl font-bold">{title}</h1>}
        {children}
      </div>
    </RoleGate>
  );
}

/** Each page's people and clock: the outlets they work at, and the tenant's zone (a card is tenant-wide). */
function useGiftCardStaff() {
  const staff = useStaff();
  const { outlets } = useConsoleOutlets(staff);
  return { outlets, isOwner: hasRole(staff.role, 'owner'), timeZone: tenantTimeZone(outlets) };
}

export function GiftCardsPage() {
  const { outlets, isOwner, timeZone } = useGiftCardStaff();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <GiftCardsFrame title="Gift cards">
      <GiftCardsManager
        search={params.get('search')?.trim() ?? ''}
        onSearch={(search) => navigate(giftCardsSearchPath(search), { replace: true })}
        outlets={outlets}
        allowNoOutlet={isOwner}
        timeZone={timeZone}
        cardPath={giftCardPath}
        onOpenCard={(cardId) => navigate(giftCardPath(cardId))}
      />
    </GiftCardsFrame>
  );
}

export function GiftCardPage() {
  const { timeZone } = useGiftCardStaff();
  const cardId = Number(useParams().cardId);
  return (
    <GiftCardsFrame title="Gift card" heading={false}>
      <Link to={GIFT_CARDS_PATH} className="inline-flex min-h-11 items-center self-start underline">
        Back to gift cards
      </Link>
      {/* The details are the card's own (its heading included): a new id is a new card. */}
      <GiftCardDetails key={cardId} cardId={cardId} timeZone={timeZone} orderPath={ticketPath} />
    </GiftCardsFrame>
  );
}

export function GiftCardReportPage() {
  const { outlets, isOwner, timeZone } = useGiftCardStaff();
  return (
    <GiftCardsFrame title="Gift card liability">
      <GiftCardReport outlets={outlets} allOutletsLabel={isOwner ? 'All outlets' : 'All my outlets'} today={dayIn(timeZone)} />
    </GiftCardsFrame>
  );
}
