import { useId } from 'react';
import type { PublicOffer } from '@crust/contract/offers';
import { useOffers } from '../api/use-offers';
import { offerConditions } from '../offer-conditions';

function OfferCard({ offer, timeZone }: { offer: PublicOffer; timeZone: string }) {
  const conditions = offerConditions(offer, timeZone);
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-black/10 p-4">
      {offer.code !== null && (
        <p className="text-sm">
          Code <code className="rounded bg-light px-2 py-0.5 font-mono text-base font-bold text-dark">{offer.code}</code>
        </p>
      )}
      <p className="font-semibold">{offer.name}</p>
      {conditions.length > 0 && <p className="text-sm text-text/75">{conditions.join(' · ')}</p>}
    </li>
  );
}

function OfferGroup({ title, lead, offers, timeZone }: { title: string; lead: string; offers: PublicOffer[]; timeZone: string }) {
  const headingId = useId();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-text/75">{lead}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <OfferCard key={offer.code ?? offer.name} offer={offer} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 18 point 12: the outlet's automatic offers and public coupon codes, each with what it gives
 * and its conditions, below its deals. Nothing shows while they load or when there are none: the
 * deals above are the page's point, and the cart still applies whatever holds.
 */
export function OutletOffers({ restaurantId, outletName }: { restaurantId: number; outletName: string }) {
  const headingId = useId();
  const { data, isError, refetch } = useOffers(restaurantId);
  if (isError) {
    return (
      <p role="alert" className="mt-8 text-sm">
        We couldn’t load the coupons of {outletName}.{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-primary underline underline-offset-4">
          Try again
        </button>
      </p>
    );
  }
  if (!data || data.offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-6">
      <h2 id={headingId} className="text-2xl font-bold">
        Offers and coupon codes
      </h2>
      <OfferGroup
        title="Applied for you"
        lead="No code needed: your cart takes these off when your order qualifies."
        offers={data.offers.filter((offer) => offer.code === null)}
        timeZone={data.timezone}
      />
      <OfferGroup
        title="Coupon codes"
        lead="Enter a code in your cart to use it."
        offers={data.offers.filter((offer) => offer.code !== null)}
        timeZone={data.timezone}
      />
    </section>
  );
}
