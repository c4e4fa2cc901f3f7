import { Link } from 'react-router';
import type { SiteConfig } from '@crust/contract/site-config';
import { SocialLinks } from './social-links';

type FooterProps = {
  footer: SiteConfig['footer'];
  general: SiteConfig['general'];
  /** Injected so tests can fix the year. */
  now?: Date;
};

/** Spec §3: the copyright text carries a {year} placeholder. */
export function formatCopyright(text: string, now: Date): string {
  return text.replaceAll('{year}', String(now.getFullYear()));
}

const isInternal = (url: string) => url.startsWith('/');

/** Issue 18: a diner finds the refund policy from every page, whatever links the configuration lists. */
const REFUND_POLICY = '/refund-policy';

export function Footer({ footer, general, now = new Date() }: FooterProps) {
  return (
    <footer className="mt-16 bg-secondary text-white">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{general.businessShortName}</p>
          {general.tagline && <p className="mt-1 text-sm text-white/85">{general.tagline}</p>}
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-2 text-sm">
            {footer.links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                {isInternal(link.url) ? (
                  <Link to={link.url} className="rounded underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.url} className="rounded underline-offset-4 hover:underline">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-4 text-sm">
          {footer.showNewsletter && general.contactEmail && (
            <section aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter" className="font-semibold">
                Newsletter
              </h2>
              <p className="mt-1 text-white/85">Hear about new pizzas and deals first.</p>
              {/* No mailing-list service exists yet, so subscribing is an email to the business. */}
              <a
                href={`mailto:${general.contactEmail}?subject=${encodeURIComponent('Subscribe me to the newsletter')}`}
                className="mt-2 inline-block rounded-md bg-white px-3 py-1.5 font-medium text-secondary hover:bg-white/90"
              >
                Subscribe by email
              </a>
            </section>
          )}
          <SocialLinks links={general.socialLinks} />
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-4 py-4 text-xs text-white/85 sm:flex-row sm:justify-between sm:px-6">
          <p>{formatCopyright(footer.copyrightText, now)}</p>
          {!footer.links.some((link) => link.url === REFUND_POLICY) && (
            <Link to={REFUND_POLICY} className="rounded underline underline-offset-4 hover:text-white">
              Refund policy
            </Link>
          )}
          <p>
            {general.businessFullName}
            {general.businessAcn && ` · ACN ${general.businessAcn}`}
          </p>
        </div>
      </div>
    </footer>
  );
}
