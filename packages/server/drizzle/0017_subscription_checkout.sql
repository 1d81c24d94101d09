ALTER TABLE "designers" ADD COLUMN "subscription_checkout_id" text;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_checkout_expires_at" timestamp with time zone;