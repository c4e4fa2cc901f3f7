import type { RestaurantEntry } from '@crust/contract/restaurants';
import { PageFrame } from '@/components/layout/page-frame';
import { SocialLinks } from '@/components/layout/social-links';
import { useConfigStore } from '@/lib/config-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { OutletHoursList } from './outlet-hours';

/** A phone number as a tel: URI: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `outlets`: the tenant's outlets, each with its hours (composed by the route: features do not import each other). */
export function ContactPage({ outlets = [] }: { outlets?: readonly RestaurantEntry[] }) {
  const general = useConfigStore((state) => state.theme.general);
  const outlet = useSelectedRestaurantStore((state) => state.selected);

  return (
    <PageFrame title="Contact us" lead={general.tagline}>
      <div className="grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="contact-business">
          <h2 id="contact-business" className="text-xl font-semibold">
            {general.businessFullName}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {general.contactEmail && (
              <>
                <dt className="font-medium">Email</dt>
                <dd>
                  <a href={`mailto:${general.contactEmail}`} className="text-primary underline underline-offset-4">
                    {general.contactEmail}
                  </a>
                </dd>
              </>
            )}
            {general.contactPhone && (
              <>
                <dt className="font-medium">Phone</dt>
                <dd>
                  <a href={telHref(general.contactPhone)} className="text-primary underline underline-offset-4">
                    {general.contactPhone}
                  </a>
                </dd>
              </>
            )}
            {general.businessAcn && (
              <>
                <dt className="font-medium">ACN</dt>
                <dd>{general.businessAcn}</dd>
              </>
            )}
          </dl>
          <SocialLinks links={general.socialLinks} className="mt-4" />
        </section>
        {outlet && (
          <section aria-labelledby="contact-outlet">
            <h2 id="contact-outlet" className="text-xl font-semibold">
              Your outlet: {outlet.restaurant.name}
            </h2>
            <address className="mt-3 not-italic">
              {outlet.address.street_name}
              <br />
              {outlet.address.city}
            </address>
            {outlet.address.phone && (
              <p className="mt-2">
                <a href={telHref(outlet.address.phone)} className="text-primary underline underline-offset-4">
                  {outlet.address.phone}
                </a>
              </p>
            )}
          </section>
        )}
      </div>
      <OutletHoursList outlets={outlets} />
      {general.aboutContent && (
        <section aria-labelledby="contact-about" className="mt-10">
          <h2 id="contact-about" className="text-xl font-semibold">
            About us
          </h2>
          <p className="mt-3 whitespace-pre-line">{general.aboutContent}</p>
        </section>
      )}
    </PageFrame>
  );
}
