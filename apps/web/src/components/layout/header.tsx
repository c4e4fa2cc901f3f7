import type { CSSProperties, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { OrderingState } from '@crust/contract/ordering-state';
import type { SiteConfig } from '@crust/contract/site-config';

type HeaderProps = {
  header: SiteConfig['header'];
  general: SiteConfig['general'];
  /** The chosen outlet's name, or null before one is chosen. */
  outletName: string | null;
  /** The chosen outlet's state now (issue 18 point 7), or null while unknown. */
  outletState?: OrderingState | null;
  onChangeOutlet: () => void;
  /** Controls the app composes in (the cart button): layout cannot import features. */
  actions?: ReactNode;
};

const navLinks = [
  { to: '/menu', label: 'Menu' },
  { to: '/deals', label: 'Deals' },
  { to: '/contact', label: 'Contact' },
] as const;

export function Header({ header, general, outletName, outletState = null, onChangeOutlet, actions }: HeaderProps) {
  // The logo's two configured sizes become variables so a breakpoint class can switch between them.
  const logoSizes = {
    '--logo-mobile': `${header.logoSizeMobile}px`,
    '--logo-desktop': `${header.logoSizeDesktop}px`,
  } as CSSProperties;

  const isOutletTheBrand = header.showBusinessNameWithLogo && general.businessShortName === outletName;

  return (
    <header className="border-b border-black/10 bg-background">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:px-6" style={{ minHeight: header.height }}>
        <Link to="/" className="flex min-w-0 grow basis-0 items-center gap-2 rounded lg:grow-0 lg:basis-auto" style={logoSizes}>
          <img
            src={general.logo}
            alt={header.showBusinessNameWithLogo ? '' : `${general.businessShortName} home`}
            className="size-(--logo-mobile) shrink-0 md:size-(--logo-desktop)"
            width={header.logoSizeDesktop}
            height={header.logoSizeDesktop}
          />
          {header.showBusinessNameWithLogo && <span className="truncate text-xl font-bold tracking-tight">{general.businessShortName}</span>}
        </Link>
        {/* Issue 18, on a phone: the logo and the account and cart controls on the first line, the outlet on
            the second, the pages on the third, each link a 44 px target; one line from lg up. */}
        <nav aria-label="Main" className="order-2 w-full lg:order-none lg:w-auto">
          <ul className="-mx-3 flex text-sm font-medium lg:mx-0">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded px-3 hover:text-primary ${isActive ? 'text-primary underline underline-offset-4' : ''}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-1 flex w-full min-w-0 items-center gap-2 text-sm lg:order-none lg:ml-auto lg:w-auto">
          {outletName && (
            <span className="min-w-0 flex-1 truncate lg:max-w-40">
              <span className="sr-only">Your outlet: </span>
              {/* An outlet's own site configuration names the business after it: say it once (issue 18). */}
              <span className={isOutletTheBrand ? 'sr-only' : undefined}>{outletName}</span>
              {/* The server's words; kept plain: the header is in every page's first load (issue 18 point 7). */}
              {outletState && <span className="block truncate text-xs">{outletState.label}</span>}
            </span>
          )}
          <button
            type="button"
            onClick={onChangeOutlet}
            className="min-h-11 shrink-0 rounded-md border border-black/15 px-3 font-medium whitespace-nowrap hover:bg-light"
          >
            {outletName ? 'Change outlet' : 'Choose outlet'}
          </button>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2 text-sm lg:ml-0">{actions}</div>
      </div>
    </header>
  );
}
