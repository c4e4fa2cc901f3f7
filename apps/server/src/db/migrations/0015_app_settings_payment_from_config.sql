-- Issue 9: app settings name the payment gateway the server itself uses (provider and public key from its
-- configuration, cash from accepts_cash), so the per-outlet copy goes.
ALTER TABLE "restaurant_settings" DROP COLUMN "payment_gateway_config";