CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_one_owner" CHECK (num_nonnulls("idempotency_keys"."guest_id", "idempotency_keys"."user_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_order_version_unique" UNIQUE("order_id","version")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" integer NOT NULL,
	"item" jsonb NOT NULL,
	"choices" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_order_position_unique" UNIQUE("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"delivery_method" text NOT NULL,
	"asap" boolean DEFAULT false NOT NULL,
	"slot_starts_at" timestamp with time zone,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"formatted_address" text,
	"suburb" text,
	"city" text,
	"postcode" text,
	"special_instructions" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"coupon_code" text,
	"coupon_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"delivery_charge" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"estimated_at" timestamp with time zone NOT NULL,
	"payment_due_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_restaurant_number_unique" UNIQUE("restaurant_id","number"),
	CONSTRAINT "orders_one_owner" CHECK (num_nonnulls("orders"."guest_id", "orders"."user_id") <= 1),
	CONSTRAINT "orders_money_nonnegative" CHECK (least("orders"."subtotal", "orders"."discount_total", "orders"."delivery_charge", "orders"."tax", "orders"."total") >= 0),
	CONSTRAINT "orders_delivery_has_address" CHECK ("orders"."delivery_method" = 'pickup' or ("orders"."formatted_address" is not null and "orders"."postcode" is not null))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "last_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_fk" FOREIGN KEY ("restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_guest_key" ON "idempotency_keys" USING btree ("guest_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_idx" ON "orders" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_by") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;