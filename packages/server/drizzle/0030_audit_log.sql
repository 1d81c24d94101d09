CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"role" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"changes" jsonb NOT NULL,
	"route" text,
	"request_id" text,
	"address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_resource_idx" ON "audit_entries" USING btree ("resource","resource_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_account_idx" ON "audit_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","created_at");--> statement-breakpoint
-- Append-only (decision 0050): no UPDATE, DELETE or TRUNCATE of an entry, whoever asks.
CREATE FUNCTION "audit_entries_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_refuse"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse"();--> statement-breakpoint
-- One entry per row a signed-in account's write changes, in the write's transaction. The
-- application names the actor with set_config('audit.actor', …, true) when its transaction
-- starts (modules/audit/record.ts); without one (seeding, the scheduler) nothing is
-- written. The diff holds only the fields that changed, never a secret, hash, token or the
-- payment account (its login link), nor the row's own timestamps.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor jsonb := nullif(current_setting('audit.actor', true), '')::jsonb;
	old_row jsonb;
	new_row jsonb;
	before_fields jsonb;
	after_fields jsonb;
BEGIN
	IF actor IS NULL THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
	IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
	-- One pass over both rows' fields: those that differ, each side where it exists.
	SELECT
		coalesce(jsonb_object_agg(key, o.value) FILTER (WHERE o.value IS NOT NULL), '{}'::jsonb),
		coalesce(jsonb_object_agg(key, n.value) FILTER (WHERE n.value IS NOT NULL), '{}'::jsonb)
	INTO before_fields, after_fields
	FROM jsonb_each(old_row) o FULL JOIN jsonb_each(new_row) n USING (key)
	WHERE key !~ '(password|token|secret|hash|payment_url)'
		AND key NOT IN ('payment', 'created_at', 'updated_at')
		AND o.value IS DISTINCT FROM n.value;
	IF TG_OP = 'UPDATE' AND after_fields = '{}'::jsonb THEN
		RETURN NULL;
	END IF;
	INSERT INTO "audit_entries" ("id", "account_id", "role", "action", "resource", "resource_id", "changes", "route", "request_id", "address", "user_agent", "created_at")
	VALUES (
		gen_random_uuid(),
		(actor ->> 'accountId')::uuid,
		actor ->> 'role',
		coalesce(actor ->> 'action', CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END),
		TG_TABLE_NAME,
		coalesce(coalesce(new_row, old_row) ->> 'id', coalesce(new_row, old_row) ->> 'event_id'),
		jsonb_build_object('before', before_fields, 'after', after_fields),
		actor ->> 'route',
		actor ->> 'requestId',
		actor ->> 'address',
		actor ->> 'userAgent',
		clock_timestamp()
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "designers_audit" AFTER INSERT OR UPDATE OR DELETE ON "designers" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "products_audit" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "looks_audit" AFTER INSERT OR UPDATE OR DELETE ON "looks" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "containers_audit" AFTER INSERT OR UPDATE OR DELETE ON "containers" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "web_products_audit" AFTER INSERT OR UPDATE OR DELETE ON "web_products" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "order_refunds_audit" AFTER INSERT OR UPDATE OR DELETE ON "order_refunds" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "coupons_audit" AFTER INSERT OR UPDATE OR DELETE ON "coupons" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "coupon_codes_audit" AFTER INSERT OR UPDATE OR DELETE ON "coupon_codes" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "web_events_audit" AFTER INSERT OR UPDATE OR DELETE ON "web_events" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "web_event_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "web_event_groups" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "carousel_times_audit" AFTER INSERT OR UPDATE OR DELETE ON "carousel_times" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "web_carousel_times_audit" AFTER INSERT OR UPDATE OR DELETE ON "web_carousel_times" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "size_charts_audit" AFTER INSERT OR UPDATE OR DELETE ON "size_charts" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "colors_audit" AFTER INSERT OR UPDATE OR DELETE ON "colors" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "notifications_audit" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "live_rooms_audit" AFTER INSERT OR UPDATE OR DELETE ON "live_rooms" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "live_restrictions_audit" AFTER INSERT OR UPDATE OR DELETE ON "live_restrictions" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "live_moderation_actions_audit" AFTER INSERT OR UPDATE OR DELETE ON "live_moderation_actions" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
--> statement-breakpoint
CREATE TRIGGER "live_pushed_products_audit" AFTER INSERT OR UPDATE OR DELETE ON "live_pushed_products" FOR EACH ROW EXECUTE FUNCTION "audit_row"();
