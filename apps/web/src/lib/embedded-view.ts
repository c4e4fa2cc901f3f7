import { STOREFRONT_VIEW_ELEMENT_ID, type StorefrontView } from '@crust/contract/storefront-view';

let view: StorefrontView | null | undefined;

/**
 * The StorefrontView a server-rendered page embeds (issue 20), read once; null in the plain SPA
 * (SSR=false, or a render that failed) and on the server.
 */
export function embeddedView(): StorefrontView | null {
  if (view === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(STOREFRONT_VIEW_ELEMENT_ID)?.textContent;
    view = text ? (JSON.parse(text) as StorefrontView) : null;
  }
  return view;
}
