ALTER TABLE "orders" ADD COLUMN "placed_from_ip" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "max_order_total" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("tenant_id","placed_from_ip") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_max_order_total_range" CHECK ("restaurant_settings"."max_order_total" between 1000 and 10000000);