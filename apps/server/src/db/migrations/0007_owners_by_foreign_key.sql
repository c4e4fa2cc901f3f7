ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_owner_signature_unique";--> statement-breakpoint
DROP INDEX "cart_lines_owner_idx";--> statement-breakpoint
DROP INDEX "coupon_redemptions_coupon_owner_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_guest_idx" ON "cart_lines" USING btree ("guest_id","id");--> statement-breakpoint
CREATE INDEX "cart_lines_user_idx" ON "cart_lines" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_guest_idx" ON "coupon_redemptions" USING btree ("coupon_id","guest_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_owner_signature_unique" UNIQUE NULLS NOT DISTINCT("user_id","guest_id","signature");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_one_owner" CHECK (num_nonnulls("cart_lines"."guest_id", "cart_lines"."user_id") = 1);--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_one_owner" CHECK (num_nonnulls("coupon_redemptions"."guest_id", "coupon_redemptions"."user_id") <= 1);