import { z } from 'zod';
import { imageSrcsetSchema } from './console-images.ts';
import { dataEnvelope, idSchema } from './envelope.ts';

// Spec §7's four wishlist calls (GET /api/get-wishlist, POST /api/add-to-wishlist,
// DELETE /api/wishlist/{id}, GET /api/empty-wishlist), for logged-in diners only.

/** Spec §3 wishlist item. */
export const wishlistItemSchema = z.object({
  /** The restaurant_product_id (spec §3: else the record id; every entry here has one). */
  id: z.number().int().positive(),
  restaurant_product_id: z.number().int().positive(),
  restaurant_id: z.number().int().positive(),
  master_product_id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** That outlet's online price, in cents. */
  price: z.number().int().nonnegative(),
  /** The first attachment's upload path, else the placeholder. */
  image: z.string(),
  /** Issue 19: an uploaded photo's widths per format; null for a seed picture or the placeholder. */
  srcset: imageSrcsetSchema.nullable().optional(),
  category: z.string(),
  popular: z.boolean(),
  in_stock: z.boolean(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = dataEnvelope(z.array(wishlistItemSchema));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** POST /api/add-to-wishlist body (spec §7); answers 201 with the wishlist after. user_id must be the token's own. */
export const addToWishlistRequestSchema = z.strictObject({
  product_id: idSchema,
  restaurant_product_id: idSchema,
  user_id: idSchema,
});
export type AddToWishlistRequest = z.infer<typeof addToWishlistRequestSchema>;

export const wishlistItemParamsSchema = z.object({ id: idSchema });
