-- Issue 9: every order status change (an order_events row) is announced to every server instance, so
-- an order's live stream hears a change made anywhere within a second, and the console's boards
-- (issue 10) hear their outlet's. Payload: order id, outlet id, version, new status.
CREATE FUNCTION "notify_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changed', NEW.order_id || ' ' || NEW.restaurant_id || ' ' || NEW.version || ' ' || NEW.to_status);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_changed" AFTER INSERT ON "order_events" FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
