DROP INDEX "recipes_user_created_idx";--> statement-breakpoint
DROP INDEX "recipes_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "app_time_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_cuisine_check" CHECK ("recipes"."cuisine" = btrim("recipes"."cuisine") and "recipes"."cuisine" !~ '[A-Z]' and char_length("recipes"."cuisine") between 1 and 40);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_meal_type_check" CHECK ("recipes"."meal_type" = btrim("recipes"."meal_type") and "recipes"."meal_type" !~ '[A-Z]' and char_length("recipes"."meal_type") between 1 and 40);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_difficulty_check" CHECK ("recipes"."difficulty" in ('easy', 'medium', 'hard'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_engine_check" CHECK ("chat_messages"."engine" is null or "chat_messages"."engine" in ('builtin', 'model'));