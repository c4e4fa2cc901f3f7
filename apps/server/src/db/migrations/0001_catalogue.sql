CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_values_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	"price_adjustment" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attribute_values_pk" PRIMARY KEY("product_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_path" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "deal_component_choices" (
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"deal_component_type_id" integer NOT NULL,
	"restaurant_product_id" integer NOT NULL,
	"upcharge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_component_choices_pk" PRIMARY KEY("deal_component_type_id","restaurant_product_id"),
	CONSTRAINT "deal_component_choices_upcharge_nonnegative" CHECK ("deal_component_choices"."upcharge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deal_component_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_component_types_owner_unique" UNIQUE("id","restaurant_id","tenant_id"),
	CONSTRAINT "deal_component_types_quantity_positive" CHECK ("deal_component_types"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"price" integer NOT NULL,
	"on_main_menu" boolean DEFAULT true NOT NULL,
	"on_instore_menu" boolean DEFAULT true NOT NULL,
	"on_dinein_menu" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deals_owner_unique" UNIQUE("id","restaurant_id","tenant_id"),
	CONSTRAINT "deals_kind" CHECK ("deals"."kind" in ('deal', 'combo')),
	CONSTRAINT "deals_price_nonnegative" CHECK ("deals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "modifier_groups_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "modifier_groups_min_max" CHECK ("modifier_groups"."min_choices" >= 0 and "modifier_groups"."max_choices" >= 1 and "modifier_groups"."min_choices" <= "modifier_groups"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"modifier_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"online_price" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifiers_online_price_nonnegative" CHECK ("modifiers"."online_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_modifier_groups" (
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"modifier_group_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_modifier_groups_pk" PRIMARY KEY("product_id","modifier_group_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"unit" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"allow_half_and_half" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_id_tenant_unique" UNIQUE("id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"online_price" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"on_main_menu" boolean DEFAULT true NOT NULL,
	"on_instore_menu" boolean DEFAULT true NOT NULL,
	"on_dinein_menu" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_products_restaurant_product_unique" UNIQUE("restaurant_id","product_id"),
	CONSTRAINT "restaurant_products_owner_unique" UNIQUE("id","restaurant_id","tenant_id"),
	CONSTRAINT "restaurant_products_price_nonnegative" CHECK ("restaurant_products"."price" >= 0),
	CONSTRAINT "restaurant_products_online_price_nonnegative" CHECK ("restaurant_products"."online_price" is null or "restaurant_products"."online_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "half_and_half_pricing" text DEFAULT 'dearer' NOT NULL;--> statement-breakpoint
-- Moved up by hand: drizzle-kit emits it last, after the foreign keys that need it.
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_id_tenant_unique" UNIQUE("id","tenant_id");--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_fk" FOREIGN KEY ("attribute_id","tenant_id") REFERENCES "public"."attributes"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_fk" FOREIGN KEY ("product_id","tenant_id") REFERENCES "public"."products"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_value_fk" FOREIGN KEY ("attribute_value_id","tenant_id") REFERENCES "public"."attribute_values"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_component_choices" ADD CONSTRAINT "deal_component_choices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_component_choices" ADD CONSTRAINT "deal_component_choices_component_fk" FOREIGN KEY ("deal_component_type_id","restaurant_id","tenant_id") REFERENCES "public"."deal_component_types"("id","restaurant_id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_component_choices" ADD CONSTRAINT "deal_component_choices_product_fk" FOREIGN KEY ("restaurant_product_id","restaurant_id","tenant_id") REFERENCES "public"."restaurant_products"("id","restaurant_id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_component_types" ADD CONSTRAINT "deal_component_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_component_types" ADD CONSTRAINT "deal_component_types_deal_fk" FOREIGN KEY ("deal_id","restaurant_id","tenant_id") REFERENCES "public"."deals"("id","restaurant_id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_fk" FOREIGN KEY ("modifier_group_id","tenant_id") REFERENCES "public"."modifier_groups"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_product_fk" FOREIGN KEY ("product_id","tenant_id") REFERENCES "public"."products"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_groups" ADD CONSTRAINT "product_modifier_groups_group_fk" FOREIGN KEY ("modifier_group_id","tenant_id") REFERENCES "public"."modifier_groups"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("category_id","tenant_id") REFERENCES "public"."categories"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD CONSTRAINT "restaurant_products_product_fk" FOREIGN KEY ("product_id","tenant_id") REFERENCES "public"."products"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_idx" ON "attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "categories_tenant_sort_idx" ON "categories" USING btree ("tenant_id","sort_order");--> statement-breakpoint
CREATE INDEX "deal_component_choices_product_idx" ON "deal_component_choices" USING btree ("restaurant_product_id");--> statement-breakpoint
CREATE INDEX "deal_component_types_deal_sort_idx" ON "deal_component_types" USING btree ("deal_id","sort_order");--> statement-breakpoint
CREATE INDEX "deals_restaurant_sort_idx" ON "deals" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
CREATE INDEX "modifiers_group_sort_idx" ON "modifiers" USING btree ("modifier_group_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_modifier_groups_group_idx" ON "product_modifier_groups" USING btree ("modifier_group_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "restaurant_products_product_idx" ON "restaurant_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_half_and_half_pricing" CHECK ("tenants"."half_and_half_pricing" in ('dearer', 'average'));