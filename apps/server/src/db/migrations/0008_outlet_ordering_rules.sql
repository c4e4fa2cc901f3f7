CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"postcodes" text[] DEFAULT '{}' NOT NULL,
	"suburbs" text[] DEFAULT '{}' NOT NULL,
	"fee" integer NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"free_delivery_over" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_money_nonnegative" CHECK ("delivery_zones"."fee" >= 0 and "delivery_zones"."minimum_order" >= 0 and coalesce("delivery_zones"."free_delivery_over", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "outlet_closures" (
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	CONSTRAINT "outlet_closures_restaurant_id_date_pk" PRIMARY KEY("restaurant_id","date")
);
--> statement-breakpoint
CREATE TABLE "outlet_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" smallint NOT NULL,
	"closes_at" smallint NOT NULL,
	CONSTRAINT "outlet_hours_fulfilment_known" CHECK ("outlet_hours"."fulfilment" in ('pickup', 'delivery')),
	CONSTRAINT "outlet_hours_weekday_range" CHECK ("outlet_hours"."weekday" between 0 and 6),
	CONSTRAINT "outlet_hours_opens_in_day" CHECK ("outlet_hours"."opens_at" between 0 and 1439),
	CONSTRAINT "outlet_hours_closes_after_opening" CHECK ("outlet_hours"."closes_at" > "outlet_hours"."opens_at" and "outlet_hours"."closes_at" <= "outlet_hours"."opens_at" + 1440)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_restaurant_id_starts_at_pk" PRIMARY KEY("restaurant_id","starts_at"),
	CONSTRAINT "slot_bookings_orders_nonnegative" CHECK ("slot_bookings"."orders" >= 0)
);
--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "pickup_lead_minutes" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "delivery_lead_minutes" smallint DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "slot_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "slot_capacity" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "accepts_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_closures" ADD CONSTRAINT "outlet_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_closures" ADD CONSTRAINT "outlet_closures_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_hours" ADD CONSTRAINT "outlet_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_hours" ADD CONSTRAINT "outlet_hours_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_restaurant_idx" ON "delivery_zones" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "outlet_hours_restaurant_idx" ON "outlet_hours" USING btree ("restaurant_id","fulfilment");--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_lead_minutes_range" CHECK ("restaurant_settings"."pickup_lead_minutes" between 0 and 1440 and "restaurant_settings"."delivery_lead_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_slot_minutes_range" CHECK ("restaurant_settings"."slot_minutes" between 5 and 120);--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_slot_capacity_positive" CHECK ("restaurant_settings"."slot_capacity" >= 1);