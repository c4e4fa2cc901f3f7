-- Issue 19: the catalogue the console manages. House prices, badges and order move to products (an
-- outlet's restaurant_products row keeps an override only where it differs), versions for the console's
-- saves, archiving instead of deleting, uploaded photos by id, categories per menu and hidden, and the
-- outlets' daypart schedules, which notify the menu cache like every other catalogue table (0002).
CREATE TABLE "daypart_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer,
	"product_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"starts_minute" integer NOT NULL,
	"ends_minute" integer NOT NULL,
	CONSTRAINT "daypart_schedules_one_target" CHECK (("daypart_schedules"."category_id" is null) <> ("daypart_schedules"."product_id" is null)),
	CONSTRAINT "daypart_schedules_weekdays" CHECK (cardinality("daypart_schedules"."weekdays") > 0 and "daypart_schedules"."weekdays" <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "daypart_schedules_minutes" CHECK ("daypart_schedules"."starts_minute" >= 0 and "daypart_schedules"."starts_minute" < 1440 and "daypart_schedules"."ends_minute" > "daypart_schedules"."starts_minute" and "daypart_schedules"."ends_minute" <= "daypart_schedules"."starts_minute" + 1440)
);
--> statement-breakpoint
ALTER TABLE "restaurant_products" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_id_tenant_unique" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "on_main_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "on_instore_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "on_dinein_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "online_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "instore_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dinein_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'gst' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "daypart_schedules" ADD CONSTRAINT "daypart_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daypart_schedules" ADD CONSTRAINT "daypart_schedules_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daypart_schedules" ADD CONSTRAINT "daypart_schedules_category_fk" FOREIGN KEY ("category_id","tenant_id") REFERENCES "public"."categories"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daypart_schedules" ADD CONSTRAINT "daypart_schedules_product_fk" FOREIGN KEY ("product_id","tenant_id") REFERENCES "public"."products"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daypart_schedules_restaurant_idx" ON "daypart_schedules" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_fk" FOREIGN KEY ("image_id","tenant_id") REFERENCES "public"."images"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_image_fk" FOREIGN KEY ("image_id","tenant_id") REFERENCES "public"."images"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_fk" FOREIGN KEY ("image_id","tenant_id") REFERENCES "public"."images"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_image_fk" FOREIGN KEY ("image_id","tenant_id") REFERENCES "public"."images"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The house prices and order of each product: the pair most of its outlets sell it at; the outlets
-- selling at that pair then follow the house (null), the others keep theirs as an override.
UPDATE "products" p SET "price" = s."price", "online_price" = s."online_price", "sort_order" = s."sort_order"
FROM (
  SELECT DISTINCT ON (r."product_id") r."product_id", r."price", r."online_price",
    (SELECT min(o."sort_order") FROM "restaurant_products" o WHERE o."product_id" = r."product_id") AS "sort_order"
  FROM "restaurant_products" r
  GROUP BY r."product_id", r."price", r."online_price"
  ORDER BY r."product_id", count(*) DESC, r."price"
) s
WHERE s."product_id" = p."id";--> statement-breakpoint
UPDATE "restaurant_products" rp SET "price" = NULL, "online_price" = NULL
FROM "products" p
WHERE p."id" = rp."product_id" AND rp."price" = p."price" AND rp."online_price" IS NOT DISTINCT FROM p."online_price";--> statement-breakpoint
-- Allergens take the contract's names (catalogue-vocabulary.ts).
UPDATE "products" SET "allergens" = array_replace(array_replace(array_replace("allergens", 'crustacea', 'crustaceans'), 'egg', 'eggs'), 'tree nut', 'tree-nuts');--> statement-breakpoint
ALTER TABLE "restaurant_products" DROP COLUMN "sort_order";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prices_nonnegative" CHECK ("products"."price" >= 0 and coalesce("products"."online_price", 0) >= 0 and coalesce("products"."instore_price", 0) >= 0 and coalesce("products"."dinein_price", 0) >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class" CHECK ("products"."tax_class" in ('gst', 'gst_free'));--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_override_pair" CHECK ("restaurant_products"."online_price" is null or "restaurant_products"."price" is not null);--> statement-breakpoint
CREATE TRIGGER "daypart_schedules_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "daypart_schedules" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_changed"('restaurant', 'restaurant_id');
--> statement-breakpoint
CREATE TRIGGER "daypart_schedules_catalogue_truncated" AFTER TRUNCATE ON "daypart_schedules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
