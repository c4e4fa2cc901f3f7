import { useEffect } from 'react';
import { useConfigStore } from '@/lib/config-store';

/**
 * The site-wide head tags from the configuration's `seo` block. React 19 hoists these elements
 * into <head>, so no head-manager library is needed. Page titles come from <DocumentTitle>.
 */
export function SeoHead() {
  const seo = useConfigStore((state) => state.theme.seo);
  // index.html carries default head tags for crawlers that run no script. They go once these are in
  // <head>, not before: a head without an icon while the first route loads makes the browser ask
  // for /favicon.ico, which does not exist.
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-static-seo]')) tag.remove();
  }, []);
  const twitterHandle = seo.twitterHandle.trim();
  return (
    <>
      <meta name="description" content={seo.description} />
      {seo.keywords.length > 0 && <meta name="keywords" content={seo.keywords.join(', ')} />}
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:image" content={seo.ogImage} />
      <meta property="og:type" content={seo.ogType} />
      <meta property="og:site_name" content={seo.ogSiteName} />
      <meta name="twitter:card" content={seo.twitterCard} />
      {twitterHandle && <meta name="twitter:site" content={twitterHandle} />}
      <meta name="theme-color" content={seo.themeColor} />
      <link rel="icon" href={seo.favicon} />
      <link rel="apple-touch-icon" href={seo.appleTouchIcon} />
    </>
  );
}

/** One <title> per page: the page name with the site name, or the configured SEO title for the home page. */
export function DocumentTitle({ title }: { title?: string }) {
  const seo = useConfigStore((state) => state.theme.seo);
  return <title>{title ? `${title} | ${seo.ogSiteName}` : seo.title}</title>;
}
