import { z } from 'zod';
import { consoleOutletParamsSchema } from './console-orders.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { siteConfigSchema } from './site-config.ts';

// Issue 10: an owner edits an outlet's site configuration (spec §3), naming the version they read (a
// save on top of someone else's is a 409); every configuration is kept as a numbered version that one
// click restores. While `general.showConfigEditor` is false the editor is locked: reading, the
// versions and restoring stay open, and a save is refused (403) unless its only change is turning
// `showConfigEditor` back on.

/** A configuration's number: 1 is the outlet's first (the one it had before any console save). */
export const siteConfigVersionSchema = z.number().int().positive();

/** The outlet's current configuration, which diners' app settings serve as web_config. */
export const currentSiteConfigSchema = z.object({ config: siteConfigSchema, version: siteConfigVersionSchema });
export type CurrentSiteConfig = z.infer<typeof currentSiteConfigSchema>;
export const currentSiteConfigResponseSchema = dataEnvelope(currentSiteConfigSchema);

/** PUT …/site-config body: the whole configuration, and the version it was edited from. */
export const saveSiteConfigRequestSchema = z.strictObject({ config: siteConfigSchema, version: siteConfigVersionSchema });
export type SaveSiteConfigRequest = z.infer<typeof saveSiteConfigRequestSchema>;

/** One kept version as the list shows it. */
export const siteConfigVersionSummarySchema = z.object({
  version: siteConfigVersionSchema,
  saved_at: z.iso.datetime({ offset: true }),
  /** The person who saved it; null for the configuration the outlet had before any console save. */
  saved_by: z.string().nullable(),
});
export type SiteConfigVersionSummary = z.infer<typeof siteConfigVersionSummarySchema>;
/** GET …/site-config/versions: newest first. */
export const siteConfigVersionsResponseSchema = dataEnvelope(z.array(siteConfigVersionSummarySchema));

/** GET …/site-config/versions/{version}: one kept version with its configuration. */
export const siteConfigVersionDetailSchema = siteConfigVersionSummarySchema.extend({ config: siteConfigSchema });
export type SiteConfigVersionDetail = z.infer<typeof siteConfigVersionDetailSchema>;
export const siteConfigVersionResponseSchema = dataEnvelope(siteConfigVersionDetailSchema);

export const siteConfigVersionParamsSchema = consoleOutletParamsSchema.extend({ version: idSchema });
