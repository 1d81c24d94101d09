CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"designer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_provider" text;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_customer_id" text;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_provider_id_key" ON "subscription_invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_designer_idx" ON "subscription_invoices" USING btree ("designer_id","created_at");--> statement-breakpoint
-- The jsonb subscription of earlier rows becomes the columns above ('inactive' meant none).
UPDATE "designers" SET
	"subscription_status" = CASE "subscription"->>'status' WHEN 'active' THEN 'active' WHEN 'past_due' THEN 'past_due' ELSE 'none' END,
	"subscription_period_end" = CASE WHEN "subscription"->>'currentPeriodEnd' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("subscription"->>'currentPeriodEnd')::timestamptz END
WHERE "subscription" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" DROP COLUMN "subscription";