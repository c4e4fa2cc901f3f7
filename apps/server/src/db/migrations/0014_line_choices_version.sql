-- Issue 9: a line's stored choices carry the version of their shape (stored-line-choices.ts) and are
-- parsed when read. Every row written before versions has the first shape: stamp it so.
UPDATE "cart_lines" SET "choices" = jsonb_build_object('v', 1) || "choices" WHERE NOT "choices" ? 'v';--> statement-breakpoint
UPDATE "order_lines" SET "choices" = jsonb_build_object('v', 1) || "choices" WHERE "choices" IS NOT NULL AND NOT "choices" ? 'v';
