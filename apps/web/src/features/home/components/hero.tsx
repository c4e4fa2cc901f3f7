import type { SiteConfig } from '@crust/contract/site-config';

type HeroProps = { hero: SiteConfig['hero']; tagline: string };

/**
 * Issue 20: the hero's picture is the home page's LCP element, so it is an <img> in the markup (found
 * by the preload scanner, unlike a CSS background), fetched first and never lazily. It covers the
 * section behind the text as the background did; the section's content sets the size, so its width
 * and height only tell the browser the picture's rough shape (the widest upload, the demo's 16:7).
 */
function HeroPicture({ src, srcset }: { src: string; srcset: SiteConfig['hero']['backgroundImageSrcset'] }) {
  const img = (
    <img
      src={src}
      srcSet={srcset?.jpeg}
      sizes={srcset ? '100vw' : undefined}
      alt=""
      width={1280}
      height={560}
      fetchPriority="high"
      loading="eager"
      className="absolute inset-0 -z-10 size-full object-cover"
    />
  );
  if (!srcset) return img;
  return (
    // display: contents, so the <img> covers the section as it does without a <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={srcset.avif} sizes="100vw" />
      <source type="image/webp" srcSet={srcset.webp} sizes="100vw" />
      {img}
    </picture>
  );
}

/** Spec §2: the hero's call to action leads to the menu section (ctaLink defaults to '#menu'). */
export function Hero({ hero, tagline }: HeroProps) {
  const withImage = hero.variant === 'image' && hero.backgroundImage;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-dark text-white">
      {withImage && <HeroPicture src={hero.backgroundImage} srcset={hero.backgroundImageSrcset ?? null} />}
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
