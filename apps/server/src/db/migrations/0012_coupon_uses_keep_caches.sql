-- Issue 9: an order spending a coupon use changes only used_count, and that must not drop every
-- cached menu and catalogue of the tenant (a busy night would rebuild menus order after order).
-- Inserts, deletes and changes to a coupon's definition still notify (migration 0005's function);
-- the cart reads live use counts of limited coupons itself.
DROP TRIGGER "coupons_catalogue_changed" ON "coupons";--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_changed" AFTER INSERT OR DELETE ON "coupons" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "coupons_definition_changed" AFTER UPDATE ON "coupons" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'used_count') IS DISTINCT FROM (to_jsonb(NEW) - 'used_count'))
  EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
