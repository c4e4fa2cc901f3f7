import type { SiteConfig } from '@crust/contract/site-config';
import { FeatureIcon } from './feature-icon';
import { HomeSection } from './home-section';

export function FeaturesGrid({ features }: { features: SiteConfig['features'] }) {
  if (features.items.length === 0) return null;
  return (
    <HomeSection id="features" title={features.title} subtitle={features.subtitle}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.items.map((item) => (
          <li key={item.id} className="rounded-xl border border-black/10 p-5">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-light text-dark">
              <FeatureIcon name={item.icon} />
            </span>
            <h3 className="mt-3 font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-text/80">{item.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
