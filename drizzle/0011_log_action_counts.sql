-- The activity log filtered by action counts its rows from a counter kept by a trigger, not by
-- counting the matching rows on every page (issue 13: logs filtered at 100k users). The log is
-- append-only and an entry's action never changes, so inserts are all the trigger has to see.
CREATE FUNCTION admin_logs_action_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stat_counters (name, slot, value)
    SELECT 'admin_logs:action:' || action, floor(random() * 8)::smallint, count(*) FROM new_rows GROUP BY action
  ON CONFLICT (name, slot) DO UPDATE SET value = stat_counters.value + excluded.value;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER admin_logs_action_count AFTER INSERT ON admin_logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_logs_action_counts();--> statement-breakpoint
INSERT INTO stat_counters (name, slot, value)
  SELECT 'admin_logs:action:' || action, 0, count(*) FROM admin_logs GROUP BY action
ON CONFLICT (name, slot) DO UPDATE SET value = excluded.value;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_counters_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stat_counters;
  DELETE FROM daily_counts;
  INSERT INTO stat_counters (name, slot, value)
    SELECT 'users', 0, count(*) FROM users
    UNION ALL SELECT 'app_time_minutes', 0, coalesce(sum(total_app_time_minutes), 0) FROM users
    UNION ALL SELECT 'recipes', 0, count(*) FROM recipes
    UNION ALL SELECT 'admin_logs', 0, count(*) FROM admin_logs
    UNION ALL SELECT 'generated_recipes', 0, coalesce(sum(recipe_count), 0) FROM generation_events
    UNION ALL SELECT 'admin_logs:action:' || action, 0, count(*) FROM admin_logs GROUP BY action;
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
$$;
