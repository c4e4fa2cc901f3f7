CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"choices" jsonb NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_owner_signature_unique" UNIQUE("owner","signature"),
	CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" between 1 and 99),
	CONSTRAINT "cart_lines_kind" CHECK ("cart_lines"."kind" in ('normal', 'half_and_half', 'deal'))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer,
	"code" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'order' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit_total" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"usage_limit_per_customer" integer,
	"payment" text DEFAULT 'any' NOT NULL,
	"buy_quantity" integer DEFAULT 0 NOT NULL,
	"get_quantity" integer DEFAULT 0 NOT NULL,
	"free_product_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('percent', 'fixed', 'buy_x_get_y')),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" in ('order', 'categories', 'products')),
	CONSTRAINT "coupons_payment" CHECK ("coupons"."payment" in ('any', 'online', 'cash_on_delivery')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 0 and ("coupons"."kind" <> 'percent' or "coupons"."value" between 1 and 100)),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" is null or "coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_owner_idx" ON "cart_lines" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_owner_idx" ON "coupon_redemptions" USING btree ("coupon_id","owner");--> statement-breakpoint
CREATE INDEX "coupons_tenant_active_idx" ON "coupons" USING btree ("tenant_id","active");