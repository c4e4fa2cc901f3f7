ALTER TABLE "orders" ADD COLUMN "table_number" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_number_range" CHECK ("orders"."table_number" between 1 and 999);