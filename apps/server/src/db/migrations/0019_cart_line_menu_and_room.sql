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
BEGIN
  -- The lock space is the table's; guests and users (separate sequences) lock apart by sign.
  PERFORM pg_advisory_xact_lock('cart_lines'::regclass::oid::integer, coalesce(p_user_id, -p_guest_id));
  -- One owner argument is null, and comparing with null is never true (as in cart.repo.ts).
  SELECT count(*) INTO line_count FROM cart_lines WHERE user_id = p_user_id OR guest_id = p_guest_id;
  -- Only a full cart asks whether the item is already a line: most adds pay for the count alone.
  IF line_count >= p_max_lines
    AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE (user_id = p_user_id OR guest_id = p_guest_id) AND signature = p_signature) THEN
    RAISE EXCEPTION USING ERRCODE = 'CRUST', MESSAGE = 'cart_full';
  END IF;
  RETURN p_signature;
END
$$;
