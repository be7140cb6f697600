ALTER TABLE "users" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
-- A cook who already has a pantry has been through the first steps on some device.
UPDATE "users" SET "onboarding_completed_at" = now() WHERE EXISTS (SELECT 1 FROM "pantry_items" p WHERE p."user_id" = "users"."id");--> statement-breakpoint
-- Feedback becomes one row per user and recipe title: keep the newest of any repeats.
DELETE FROM "recipe_feedback" a USING "recipe_feedback" b WHERE a."user_id" = b."user_id" AND a."recipe_title" = b."recipe_title" AND a."id" < b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_feedback_user_title_idx" ON "recipe_feedback" USING btree ("user_id","recipe_title");
