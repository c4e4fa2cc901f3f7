-- Issue #3: the menu cache LISTENs on 'catalogue_changed' (apps/server/src/modules/menu/menu-cache.ts).
-- Every write to a table a menu is built from, by this server, another instance or plain SQL,
-- notifies the owner whose menus it changes: 'restaurant:<id>' for outlet-owned rows,
-- 'tenant:<id>' for the tenant's shared catalogue, 'all' after a TRUNCATE. PostgreSQL folds
-- identical payloads within one transaction, so a bulk write sends one message per owner, at commit.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope text := TG_ARGV[0];
  owner_column text := TG_ARGV[1];
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('catalogue_changed', 'all');
    RETURN NULL;
  END IF;
  -- An update that moves a row to another owner changes both owners' menus.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('catalogue_changed', scope || ':' || (to_jsonb(OLD) ->> owner_column));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('catalogue_changed', scope || ':' || (to_jsonb(NEW) ->> owner_column));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An outlet's status decides whether its menu is served at all.
CREATE TRIGGER "restaurants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "restaurants" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'id');
--> statement-breakpoint
CREATE TRIGGER "restaurants_catalogue_truncated" AFTER TRUNCATE ON "restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "modifier_groups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "modifier_groups" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "modifier_groups_catalogue_truncated" AFTER TRUNCATE ON "modifier_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_modifier_groups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_modifier_groups" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "product_modifier_groups_catalogue_truncated" AFTER TRUNCATE ON "product_modifier_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "modifiers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "modifiers" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "modifiers_catalogue_truncated" AFTER TRUNCATE ON "modifiers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "attributes" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_truncated" AFTER TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "attribute_values" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalogue_truncated" AFTER TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_attribute_values" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalogue_truncated" AFTER TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "restaurant_products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_products" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "restaurant_products_catalogue_truncated" AFTER TRUNCATE ON "restaurant_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "deals_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "deals" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "deals_catalogue_truncated" AFTER TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "deal_component_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "deal_component_types" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "deal_component_types_catalogue_truncated" AFTER TRUNCATE ON "deal_component_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "deal_component_choices_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "deal_component_choices" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "deal_component_choices_catalogue_truncated" AFTER TRUNCATE ON "deal_component_choices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
