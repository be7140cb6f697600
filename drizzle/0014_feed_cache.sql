-- Custom migration (drizzle-kit generate --custom). The calendar feed is built once and kept in
-- calendar_feeds.body; any change to the owner's meals (including a cascade from a deleted recipe)
-- empties it and bumps its generation, so the next fetch builds it again and a build that raced a
-- change does not store what it read. Statement-level: a cascade of 500 meals costs one update.
CREATE FUNCTION calendar_feed_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE calendar_feeds f SET body = NULL, etag = NULL, generation = f.generation + 1
    WHERE f.user_id IN (SELECT DISTINCT user_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE calendar_feeds f SET body = NULL, etag = NULL, generation = f.generation + 1
    WHERE f.user_id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSE
    UPDATE calendar_feeds f SET body = NULL, etag = NULL, generation = f.generation + 1
    WHERE f.user_id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER scheduled_meals_feed_stale_ins AFTER INSERT ON scheduled_meals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_feed_stale();--> statement-breakpoint
CREATE TRIGGER scheduled_meals_feed_stale_upd AFTER UPDATE ON scheduled_meals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_feed_stale();--> statement-breakpoint
CREATE TRIGGER scheduled_meals_feed_stale_del AFTER DELETE ON scheduled_meals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_feed_stale();
--> statement-breakpoint
-- The kept feed is written whole and read whole: no compression on the way (it costs more than it saves here).
ALTER TABLE calendar_feeds ALTER COLUMN body SET STORAGE EXTERNAL;
