CREATE INDEX "coupon_redemptions_guest_idx" ON "coupon_redemptions" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guests_created_idx" ON "guests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_failures_created_idx" ON "auth_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");