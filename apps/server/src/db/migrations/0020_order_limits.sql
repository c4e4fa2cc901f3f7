ALTER TABLE "orders" ADD COLUMN "placed_from_ip" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "max_order_total" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("tenant_id","placed_from_ip") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_max_order_total_range" CHECK ("restaurant_settings"."max_order_total" between 1000 and 10000000);--> statement-breakpoint
-- Issue 17's cart line cap, cheaper: the owner's lines counted by the one owner column given, so the
-- count is an index range of that owner's lines (the OR of both columns was planned as a scan of
-- every cart's lines on PGlite: cart adds ran at half their speed).
CREATE OR REPLACE FUNCTION "crust_cart_line_room"(p_guest_id integer, p_user_id integer, p_signature text, p_max_lines integer) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line_count integer;
BEGIN
  -- The lock space is the table's; guests and users (separate sequences) lock apart by sign.
  PERFORM pg_advisory_xact_lock('cart_lines'::regclass::oid::integer, coalesce(p_user_id, -p_guest_id));
  IF p_user_id IS NOT NULL THEN
    SELECT count(*) INTO line_count FROM cart_lines WHERE user_id = p_user_id;
  ELSE
    SELECT count(*) INTO line_count FROM cart_lines WHERE guest_id = p_guest_id;
  END IF;
  -- Only a full cart asks whether the item is already a line: most adds pay for the count alone.
  IF line_count >= p_max_lines
    AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE (user_id = p_user_id OR guest_id = p_guest_id) AND signature = p_signature) THEN
    RAISE EXCEPTION USING ERRCODE = 'CRUST', MESSAGE = 'cart_full';
  END IF;
  RETURN p_signature;
END
$$;
