import { z } from 'zod';

/** The spec's responses wrap their payload in `data`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Ids arrive as numbers in JSON bodies and as digit strings in query strings; both mean a positive
 * integer. The cast gives the schema its real input type (a preprocess step would type it unknown),
 * so request types built from it check their ids.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: 'Expected a positive whole number' }).int().positive().max(2_147_483_647),
) as unknown as z.ZodType<number, number | string>;
