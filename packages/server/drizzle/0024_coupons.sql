CREATE TABLE "coupon_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_code_upper" CHECK ("coupon_codes"."code" = upper("coupon_codes"."code")),
	CONSTRAINT "coupon_codes_uses_range" CHECK ("coupon_codes"."used_count" >= 0 AND "coupon_codes"."used_count" <= "coupon_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"code_id" uuid,
	"code" text NOT NULL,
	"buyer_id" uuid,
	"checkout_id" uuid NOT NULL,
	"discount" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_order_amount" SET DATA TYPE bigint USING round("min_order_amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "funded_by" text DEFAULT 'marketplace' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "live_window_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_funded_by" text;--> statement-breakpoint
-- The seeded coupons: value (major units or a percentage) into its own column, a designer's
-- own coupon scoped to their products and funded by them, a stored 'expired' made inactive.
UPDATE "coupons" SET
  "percent_off" = CASE WHEN "type" = 'percent' THEN least(greatest(round("value"), 1), 100)::integer END,
  "amount_off" = CASE WHEN "type" = 'fixed' THEN greatest(round("value" * 100), 1)::bigint END,
  "scope" = CASE WHEN "designer_id" IS NULL THEN 'all' ELSE 'designer' END,
  "funded_by" = CASE WHEN "designer_id" IS NULL THEN 'marketplace' ELSE 'designer' END,
  "status" = CASE WHEN "status" = 'expired' THEN 'inactive' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_key" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_idx" ON "coupon_codes" USING btree ("coupon_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_checkout_key" ON "coupon_redemptions" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_buyer_idx" ON "coupon_redemptions" USING btree ("coupon_id","buyer_id") WHERE "coupon_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_designer_idx" ON "coupons" USING btree ("designer_id","created_at");--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_range" CHECK (("coupons"."type" = 'percent' AND "coupons"."percent_off" BETWEEN 1 AND 100 AND "coupons"."amount_off" IS NULL) OR ("coupons"."type" = 'fixed' AND "coupons"."amount_off" > 0 AND "coupons"."percent_off" IS NULL));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_range" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."max_uses" IS NULL OR "coupons"."used_count" <= "coupons"."max_uses") AND "coupons"."min_order_amount" >= 0);