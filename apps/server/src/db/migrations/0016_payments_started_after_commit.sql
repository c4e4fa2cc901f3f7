-- Issue 9: a card order's payment row is written with its order, and the provider (Stripe) is asked after the
-- placement commits, so no lock waits on the network: its id and client secret are null until then.
ALTER TABLE "payments" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "client_secret" DROP NOT NULL;