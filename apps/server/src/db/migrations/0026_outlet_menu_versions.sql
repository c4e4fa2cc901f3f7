ALTER TABLE "daypart_schedules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;