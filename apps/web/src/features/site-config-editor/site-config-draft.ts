import { siteConfigSchema, type SiteConfig } from '@crust/contract/site-config';

// Issue 10: the editor checks a draft against the contract's own schema before saving, so the owner
// sees each bad field beside it rather than a 400 after the round trip. This module is the only one
// of the console that loads zod: the editor's route is a lazy chunk of its own (decision 001 keeps
// zod out of every first load).

export type Section = keyof SiteConfig;

/** Each failing field's message, by its path in the configuration ('colors.primary', 'footer.links.0.url'). */
export type DraftErrors = Record<string, string>;

export function draftErrors(draft: SiteConfig): DraftErrors {
  const result = siteConfigSchema.safeParse(draft);
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The draft with some fields of one section changed. */
export const withSection = <K extends Section>(draft: SiteConfig, section: K, patch: Partial<SiteConfig[K]>): SiteConfig => ({
  ...draft,
  [section]: { ...draft[section], ...patch },
});

/** The one change a locked editor may save (the server allows exactly this): turning itself back on. */
export const withEditorOn = (config: SiteConfig): SiteConfig => withSection(config, 'general', { showConfigEditor: true });
