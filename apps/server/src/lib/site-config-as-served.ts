import { siteConfigSchema, type SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';

type Path = readonly PropertyKey[];

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);

/**
 * A stored site configuration as the contract's rules stand now. Rows saved before a rule existed
 * (issue 17: a javascript: link, a title of any length) would otherwise be served to every diner, or
 * fail the answer's own schema and take the storefront down with a 500. A field that breaks a rule
 * gets the default configuration's value; a list entry that breaks one (a footer link) is left out.
 * Whatever still fails, which a row written by hand alone could, is served as the defaults.
 */
export function siteConfigAsServed(stored: SiteConfig): SiteConfig {
  const checked = siteConfigSchema.safeParse(stored);
  if (checked.success) return checked.data;
  const repaired: unknown = structuredClone(stored);
  const leftOut = new Map<unknown[], Set<number>>();
  for (const { path } of checked.error.issues) {
    const entry = path.findIndex((key) => typeof key === 'number');
    if (entry > 0) {
      const list = valueAt(repaired, path.slice(0, entry)) as unknown[];
      leftOut.set(list, (leftOut.get(list) ?? new Set()).add(path[entry] as number));
    } else if (path.length > 0) {
      // A field the defaults do not hold (one of the hero's srcsets, issue 20) takes the nearest default
      // that does: the whole srcset becomes null, and the hero shows its plain fallback address.
      let at = path;
      while (at.length > 1 && valueAt(defaultSiteConfig, at) === undefined) at = at.slice(0, -1);
      const parent = valueAt(repaired, at.slice(0, -1));
      if (typeof parent === 'object' && parent !== null) (parent as Record<PropertyKey, unknown>)[at.at(-1)!] = structuredClone(valueAt(defaultSiteConfig, at));
    }
  }
  for (const [list, indexes] of leftOut) {
    const kept = list.filter((_, index) => !indexes.has(index));
    list.splice(0, list.length, ...kept);
  }
  return siteConfigSchema.safeParse(repaired).data ?? defaultSiteConfig;
}
