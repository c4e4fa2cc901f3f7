-- Issue #4: the cart keeps an outlet's coupons with its cached catalogue (menu-catalogue-source.ts),
-- so pricing a cart reads no coupon rows. Any write to coupons, by this server, another instance or
-- plain SQL, notifies like a catalogue write of the tenant (migration 0002's function), and every
-- instance drops that tenant's cached menus and catalogues. Coupons change rarely (an order that
-- counts a use changes used_count, far rarer than cart reads), so the wider invalidation is cheap.
CREATE TRIGGER "coupons_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "coupons" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_truncated" AFTER TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
