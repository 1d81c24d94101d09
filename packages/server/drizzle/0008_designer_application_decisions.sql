ALTER TABLE "designers" ADD COLUMN "application_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "application_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "designers" ADD CONSTRAINT "designers_application_decided_by_users_id_fk" FOREIGN KEY ("application_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;