import type { SiteConfig } from '@crust/contract/site-config';
import { ExternalLink } from '@/components/ui/external-link';

export function MobileAppPromotion({ mobileApp }: { mobileApp: SiteConfig['general']['mobileApp'] }) {
  if (!mobileApp.showPromotion) return null;
  const stores = [
    { label: 'Get it on Google Play', url: mobileApp.playStoreUrl },
    { label: 'Download on the App Store', url: mobileApp.appStoreUrl },
  ].filter((store) => store.url.trim() !== '');

  return (
    <section aria-labelledby="mobile-app-title" className="bg-light py-12 text-dark">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="mobile-app-title" className="text-2xl font-bold tracking-tight">
            The {mobileApp.appName} app
          </h2>
          <p className="mt-2 max-w-xl">{mobileApp.description}</p>
        </div>
        {stores.length > 0 && (
          <ul className="flex flex-wrap gap-3">
            {stores.map((store) => (
              <li key={store.url}>
                <ExternalLink href={store.url} className="inline-block rounded-lg bg-dark px-4 py-2 font-semibold text-white hover:brightness-125">
                  {store.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
