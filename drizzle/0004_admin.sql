CREATE TYPE "public"."improvement_category" AS ENUM('bug', 'feature', 'ui', 'performance', 'other');--> statement-breakpoint
CREATE TYPE "public"."improvement_priority" AS ENUM('low', 'medium', 'high');--> statement-breakpoint
CREATE TYPE "public"."improvement_status" AS ENUM('pending', 'reviewed', 'in-progress', 'completed', 'rejected');--> statement-breakpoint
CREATE TABLE "admin_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_username" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"details" jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counts_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "improvements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "improvements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "improvement_category" NOT NULL,
	"priority" "improvement_priority" DEFAULT 'medium' NOT NULL,
	"status" "improvement_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_buckets" (
	"tbl" text NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_buckets_tbl_bucket_pk" PRIMARY KEY("tbl","bucket")
);
--> statement-breakpoint
CREATE TABLE "stat_counters" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_counters_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "app_time_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_logs_action_idx" ON "admin_logs" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "admin_logs_admin_idx" ON "admin_logs" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "improvements_user_idx" ON "improvements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "improvements_created_idx" ON "improvements" USING btree ("created_at");--> statement-breakpoint
-- Hand-written below: partial index for the last-admin rule, counters and page buckets kept by triggers, append-only logs.
CREATE INDEX "users_admins_idx" ON "users" ("id") WHERE "role" = 'admin';--> statement-breakpoint
CREATE FUNCTION stat_bump(p_name text, p_delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stat_counters (name, slot, value) VALUES (p_name, floor(random() * 8)::smallint, p_delta)
  ON CONFLICT (name, slot) DO UPDATE SET value = stat_counters.value + excluded.value
$$;--> statement-breakpoint
CREATE FUNCTION daily_bump(p_kind text, p_day date, p_delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_counts (kind, day, n) VALUES (p_kind, p_day, p_delta)
  ON CONFLICT (kind, day) DO UPDATE SET n = daily_counts.n + excluded.n
$$;--> statement-breakpoint
CREATE FUNCTION users_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_active date;
  new_active date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_active := (greatest(OLD.last_login_at, OLD.last_active_at) AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_active := (greatest(NEW.last_login_at, NEW.last_active_at) AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM stat_bump('users', 1);
    IF NEW.total_app_time_minutes <> 0 THEN PERFORM stat_bump('app_time_minutes', NEW.total_app_time_minutes); END IF;
    PERFORM daily_bump('signup', (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stat_bump('users', -1);
    IF OLD.total_app_time_minutes <> 0 THEN PERFORM stat_bump('app_time_minutes', -OLD.total_app_time_minutes); END IF;
    PERFORM daily_bump('signup', (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
  ELSE
    IF NEW.total_app_time_minutes <> OLD.total_app_time_minutes THEN
      PERFORM stat_bump('app_time_minutes', NEW.total_app_time_minutes - OLD.total_app_time_minutes);
    END IF;
    IF NEW.created_at <> OLD.created_at THEN
      PERFORM daily_bump('signup', (OLD.created_at AT TIME ZONE 'UTC')::date, -1);
      PERFORM daily_bump('signup', (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
    END IF;
  END IF;
  IF old_active IS DISTINCT FROM new_active THEN
    IF old_active IS NOT NULL THEN PERFORM daily_bump('active', old_active, -1); END IF;
    IF new_active IS NOT NULL THEN PERFORM daily_bump('active', new_active, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_stats AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_stats();--> statement-breakpoint
-- Statement-level: a cascade that removes 500 rows bumps the counter once.
CREATE FUNCTION count_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM new_rows;
  IF n > 0 THEN PERFORM stat_bump(TG_ARGV[0], n); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION count_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM old_rows;
  IF n > 0 THEN PERFORM stat_bump(TG_ARGV[0], -n); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recipes_count_ins AFTER INSERT ON recipes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows('recipes');--> statement-breakpoint
CREATE TRIGGER recipes_count_del AFTER DELETE ON recipes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows('recipes');--> statement-breakpoint
CREATE TRIGGER admin_logs_count_ins AFTER INSERT ON admin_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows('admin_logs');--> statement-breakpoint
CREATE FUNCTION generation_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT coalesce(sum(recipe_count), 0) INTO n FROM new_rows;
  IF n > 0 THEN PERFORM stat_bump('generated_recipes', n); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER generation_events_stats AFTER INSERT ON generation_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION generation_stats();--> statement-breakpoint
CREATE FUNCTION bucket_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_buckets (tbl, bucket, n)
    SELECT TG_ARGV[0], id / 1024, count(*) FROM new_rows GROUP BY id / 1024 ORDER BY 2
  ON CONFLICT (tbl, bucket) DO UPDATE SET n = page_buckets.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION bucket_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE page_buckets b SET n = b.n - d.n
    FROM (SELECT id / 1024 AS bucket, count(*)::int AS n FROM old_rows GROUP BY 1) d
    WHERE b.tbl = TG_ARGV[0] AND b.bucket = d.bucket;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_buckets_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bucket_inserted_rows('users');--> statement-breakpoint
CREATE TRIGGER users_buckets_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bucket_deleted_rows('users');--> statement-breakpoint
CREATE TRIGGER recipes_buckets_ins AFTER INSERT ON recipes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bucket_inserted_rows('recipes');--> statement-breakpoint
CREATE TRIGGER recipes_buckets_del AFTER DELETE ON recipes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bucket_deleted_rows('recipes');--> statement-breakpoint
CREATE TRIGGER admin_logs_buckets_ins AFTER INSERT ON admin_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bucket_inserted_rows('admin_logs');--> statement-breakpoint
CREATE FUNCTION admin_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_logs is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER admin_logs_append_only BEFORE UPDATE OR DELETE ON admin_logs FOR EACH ROW EXECUTE FUNCTION admin_logs_append_only();--> statement-breakpoint
-- Recomputes every counter from the tables (after bulk loads with triggers off, or to audit them).
CREATE FUNCTION stat_counters_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stat_counters;
  DELETE FROM daily_counts;
  INSERT INTO stat_counters (name, slot, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'app_time_minutes', 0, coalesce(sum(total_app_time_minutes), 0) FROM users
    UNION ALL SELECT 'recipes', 0, count(*) FROM recipes
    UNION ALL SELECT 'admin_logs', 0, count(*) FROM admin_logs
    UNION ALL SELECT 'generated_recipes', 0, coalesce(sum(recipe_count), 0) FROM generation_events;
  IF to_regclass('public.scheduled_meals') IS NOT NULL THEN
    EXECUTE 'INSERT INTO stat_counters (name, slot, value) SELECT ''scheduled_meals'', 0, count(*) FROM scheduled_meals';
  END IF;
  DELETE FROM page_buckets;
  INSERT INTO page_buckets (tbl, bucket, n)
    SELECT 'users', id / 1024, count(*) FROM users GROUP BY 2
    UNION ALL SELECT 'recipes', id / 1024, count(*) FROM recipes GROUP BY 2
    UNION ALL SELECT 'admin_logs', id / 1024, count(*) FROM admin_logs GROUP BY 2;
  INSERT INTO daily_counts (kind, day, n)
    SELECT 'signup', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1, 2;
  INSERT INTO daily_counts (kind, day, n)
    SELECT 'active', d, count(*) FROM (
      SELECT (greatest(last_login_at, last_active_at) AT TIME ZONE 'UTC')::date AS d FROM users
    ) a WHERE d IS NOT NULL GROUP BY d;
END
$$;--> statement-breakpoint
-- Scheduled meals belong to the calendar; count them here when that table exists already.
DO $$
BEGIN
  IF to_regclass('public.scheduled_meals') IS NOT NULL THEN
    EXECUTE 'CREATE TRIGGER scheduled_meals_count_ins AFTER INSERT ON scheduled_meals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows(''scheduled_meals'')';
    EXECUTE 'CREATE TRIGGER scheduled_meals_count_del AFTER DELETE ON scheduled_meals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows(''scheduled_meals'')';
  END IF;
END
$$;--> statement-breakpoint
SELECT stat_counters_rebuild();
