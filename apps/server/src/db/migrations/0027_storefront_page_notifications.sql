-- Issue 20: server-rendered storefront pages are cached (modules/storefront-pages, decision 012) and
-- show more than the menu: an outlet's site configuration, its online-ordering switch and pause
-- (restaurant_settings), its hours and closures. Writes to those now notify 'catalogue_changed' too,
-- so the page cache, like the menu cache, hears every change from any instance or plain SQL.
CREATE TRIGGER "restaurant_settings_catalogue_changed" AFTER INSERT OR DELETE ON "restaurant_settings" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
-- Every placed order numbers itself from last_order_number: that column alone changes nothing a diner sees.
CREATE TRIGGER "restaurant_settings_catalogue_updated" AFTER UPDATE ON "restaurant_settings" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_order_number') IS DISTINCT FROM (to_jsonb(NEW) - 'last_order_number')) EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "restaurant_settings_catalogue_truncated" AFTER TRUNCATE ON "restaurant_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "outlet_hours_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "outlet_hours" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "outlet_hours_catalogue_truncated" AFTER TRUNCATE ON "outlet_hours" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "outlet_closures_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "outlet_closures" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "outlet_closures_catalogue_truncated" AFTER TRUNCATE ON "outlet_closures" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
