ALTER TABLE "cart_lines" ADD COLUMN "menu" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_menu" CHECK ("cart_lines"."menu" in ('main', 'dinein'));--> statement-breakpoint
-- Issue 17: a cart holds at most CART_MAX_LINES lines (the app passes the number). The add is one
-- statement (cart/cart.repo.ts) whose new row takes its signature from this function, so the check
-- runs before the row is written: it waits for the owner's other adds (an advisory lock on the owner,
-- held to the end of the statement's transaction), then reads the owner's lines as they are now (each
-- query of a VOLATILE function takes a fresh snapshot, so it sees the adds it waited for) and answers
-- the signature when the item is already a line (the add merges into it) or the cart has room; else
-- it raises 'cart_full' (SQLSTATE 'CRUST', as crust_refuse does), undoing the statement. Adds to one
-- cart thus count one another's lines; adds to different carts never wait for each other.
CREATE FUNCTION "crust_cart_line_room"(p_guest_id integer, p_user_id integer, p_signature text, p_max_lines integer) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line_count integer;
  has_item boolean;
BEGIN
  -- The lock space is the table's; guests and users (separate sequences) lock apart by sign.
  PERFORM pg_advisory_xact_lock('cart_lines'::regclass::oid::integer, coalesce(p_user_id, -p_guest_id));
  IF p_user_id IS NOT NULL THEN
    SELECT count(*), coalesce(bool_or(signature = p_signature), false) INTO line_count, has_item FROM cart_lines WHERE user_id = p_user_id;
  ELSE
    SELECT count(*), coalesce(bool_or(signature = p_signature), false) INTO line_count, has_item FROM cart_lines WHERE guest_id = p_guest_id;
  END IF;
  IF NOT has_item AND line_count >= p_max_lines THEN
    RAISE EXCEPTION USING ERRCODE = 'CRUST', MESSAGE = 'cart_full';
  END IF;
  RETURN p_signature;
END
$$;
