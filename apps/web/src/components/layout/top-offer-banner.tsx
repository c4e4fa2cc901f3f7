import type { SiteConfig } from '@crust/contract/site-config';

type TopOfferBannerProps = {
  banner: SiteConfig['topOfferBanner'];
  /** The config store's isBannerVisible: false once the visitor has dismissed it. */
  isVisible: boolean;
  onDismiss: () => void;
};

export function TopOfferBanner({ banner, isVisible, onDismiss }: TopOfferBannerProps) {
  if (!banner.showTopOfferBanner || !isVisible || !banner.topOfferBannerText.trim()) return null;
  return (
    <aside
      aria-label="Offer"
      className="flex items-center justify-center gap-2 bg-dark px-10 text-center text-sm font-medium text-white relative"
      style={{ minHeight: banner.topOfferBannerHeight }}
    >
      <p className="py-2">{banner.topOfferBannerText}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss offer"
        className="absolute right-2 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full hover:bg-white/15"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
