-- Custom migration (drizzle-kit generate --custom): hand-written SQL lives in migrations of its own.
-- Before 0013 adds CHECK constraints on recipes: older rows may hold a cuisine, meal type or
-- difficulty in another letter case or with spaces (the service lowercases since the filter came).
UPDATE "recipes" SET "cuisine" = lower(btrim("cuisine")) WHERE "cuisine" <> btrim("cuisine") OR "cuisine" ~ '[A-Z]';--> statement-breakpoint
UPDATE "recipes" SET "meal_type" = lower(btrim("meal_type")) WHERE "meal_type" <> btrim("meal_type") OR "meal_type" ~ '[A-Z]';--> statement-breakpoint
UPDATE "recipes" SET "difficulty" = lower(btrim("difficulty")) WHERE "difficulty" NOT IN ('easy', 'medium', 'hard');
