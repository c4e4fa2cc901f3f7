CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" text,
	"purchase_id" text,
	"restaurant_id" integer,
	"actor" text NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('issue', 'redeem', 'refund', 'adjust', 'void', 'expire')),
	CONSTRAINT "gift_card_ledger_balance_after" CHECK ("gift_card_ledger"."balance_after" >= 0),
	CONSTRAINT "gift_card_ledger_actor" CHECK ("gift_card_ledger"."actor" in ('diner', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_on" date NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"purchaser_name" text NOT NULL,
	"purchaser_email" text NOT NULL,
	"placed_from_ip" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_purchases_one_owner" CHECK (num_nonnulls("gift_card_purchases"."guest_id", "gift_card_purchases"."user_id") <= 1),
	CONSTRAINT "gift_card_purchases_amount" CHECK ("gift_card_purchases"."amount" > 0),
	CONSTRAINT "gift_card_purchases_status" CHECK ("gift_card_purchases"."status" in ('pending_payment', 'paid', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sold_at_restaurant_id" integer,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"status" text NOT NULL,
	"balance" integer NOT NULL,
	"initial_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"purchase_id" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_initial_amount" CHECK ("gift_cards"."initial_amount" > 0),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('scheduled', 'active', 'void', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "country" text DEFAULT 'AU' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "currency" text DEFAULT 'AUD' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "timezone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "gift_card_expiry_months" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_sold_at_fk" FOREIGN KEY ("sold_at_restaurant_id","tenant_id") REFERENCES "public"."restaurants"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_tenant_created_idx" ON "gift_card_ledger" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_order_unique" ON "gift_card_ledger" USING btree ("order_id","kind") WHERE "gift_card_ledger"."kind" in ('redeem', 'refund');--> statement-breakpoint
CREATE INDEX "gift_card_purchases_user_idx" ON "gift_card_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_guest_idx" ON "gift_card_purchases" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_purchaser_idx" ON "gift_card_purchases" USING btree ("tenant_id",lower("purchaser_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_unique" ON "gift_cards" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_unique" ON "gift_cards" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("tenant_id","code_last4");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree ("tenant_id",lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("deliver_at") WHERE "gift_cards"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "gift_cards_expiry_idx" ON "gift_cards" USING btree ("expires_at") WHERE "gift_cards"."status" in ('scheduled', 'active');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_unique" UNIQUE("purchase_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_amount" CHECK ("orders"."gift_card_amount" between 0 and "orders"."total");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_payee" CHECK (num_nonnulls("payments"."order_id", "payments"."purchase_id") = 1);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_gift_card_expiry" CHECK ("tenants"."gift_card_expiry_months" >= case when "tenants"."country" = 'AU' then 36 else 12 end);