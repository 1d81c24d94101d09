CREATE TABLE "live_code_pushes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"window_minutes" integer,
	"pushed_by" uuid,
	"pushed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "live_code_pushes_window_range" CHECK ("live_code_pushes"."window_minutes" IS NULL OR "live_code_pushes"."window_minutes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "live_code_pushes" ADD CONSTRAINT "live_code_pushes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_code_pushes" ADD CONSTRAINT "live_code_pushes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_code_pushes" ADD CONSTRAINT "live_code_pushes_pushed_by_users_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_code_pushes_event_idx" ON "live_code_pushes" USING btree ("event_id","pushed_at");--> statement-breakpoint
CREATE INDEX "live_code_pushes_coupon_idx" ON "live_code_pushes" USING btree ("coupon_id","pushed_at");--> statement-breakpoint
-- A code pushed live is a control-room write: in the audit log like the room's (decision 0050).
CREATE TRIGGER "live_code_pushes_audit" AFTER INSERT OR UPDATE OR DELETE ON "live_code_pushes" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
