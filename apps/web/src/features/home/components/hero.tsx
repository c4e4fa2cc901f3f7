import type { SiteConfig } from '@crust/contract/site-config';
import { cssUrl } from '@/lib/theme-css';

type HeroProps = { hero: SiteConfig['hero']; tagline: string };

/** Spec §2: the hero's call to action leads to the menu section (ctaLink defaults to '#menu'). */
export function Hero({ hero, tagline }: HeroProps) {
  const withImage = hero.variant === 'image' && hero.backgroundImage;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-dark bg-cover bg-center text-white"
      style={withImage ? { backgroundImage: cssUrl(hero.backgroundImage) } : undefined}
    >
      {/* The scrim keeps white text readable on any configured photo. */}
      {withImage && <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />}
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-5 px-4 py-20 sm:px-6 sm:py-28">
        {tagline && <p className="text-sm font-semibold uppercase tracking-wider text-white/90">{tagline}</p>}
        <h1 id="hero-title" className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {hero.title}
        </h1>
        {hero.subtitle && <p className="max-w-xl text-lg text-white/90">{hero.subtitle}</p>}
        {hero.ctaText && (
          <a href={hero.ctaLink || '#menu'} className="rounded-lg bg-primary px-6 py-3 text-base font-semibold text-white shadow hover:brightness-110">
            {hero.ctaText}
          </a>
        )}
      </div>
    </section>
  );
}
