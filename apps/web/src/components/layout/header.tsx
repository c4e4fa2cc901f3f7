import type { CSSProperties, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { SiteConfig } from '@crust/contract/site-config';

type HeaderProps = {
  header: SiteConfig['header'];
  general: SiteConfig['general'];
  /** The chosen outlet's name, or null before one is chosen. */
  outletName: string | null;
  onChangeOutlet: () => void;
  /** Controls the app composes in (the cart button): layout cannot import features. */
  actions?: ReactNode;
};

const navLinks = [
  { to: '/menu', label: 'Menu' },
  { to: '/deals', label: 'Deals' },
  { to: '/contact', label: 'Contact' },
] as const;

export function Header({ header, general, outletName, onChangeOutlet, actions }: HeaderProps) {
  // The logo's two configured sizes become variables so a breakpoint class can switch between them.
  const logoSizes = {
    '--logo-mobile': `${header.logoSizeMobile}px`,
    '--logo-desktop': `${header.logoSizeDesktop}px`,
  } as CSSProperties;

  return (
    <header className="border-b border-black/10 bg-background">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6" style={{ minHeight: header.height }}>
        <Link to="/" className="flex items-center gap-2 rounded" style={logoSizes}>
          <img
            src={general.logo}
            alt={header.showBusinessNameWithLogo ? '' : `${general.businessShortName} home`}
            className="size-(--logo-mobile) md:size-(--logo-desktop)"
            width={header.logoSizeDesktop}
            height={header.logoSizeDesktop}
          />
          {header.showBusinessNameWithLogo && <span className="text-xl font-bold tracking-tight">{general.businessShortName}</span>}
        </Link>
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex gap-4 text-sm font-medium">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => `rounded px-1 py-1 hover:text-primary ${isActive ? 'text-primary underline underline-offset-4' : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 text-sm">
          {outletName && (
            <span className="max-w-40 truncate">
              <span className="sr-only">Your outlet: </span>
              {outletName}
            </span>
          )}
          <button type="button" onClick={onChangeOutlet} className="rounded-md border border-black/15 px-3 py-1.5 font-medium hover:bg-light">
            {outletName ? 'Change outlet' : 'Choose outlet'}
          </button>
          {actions}
        </div>
      </div>
    </header>
  );
}
