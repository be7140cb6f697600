CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"cuisine" text NOT NULL,
	"meal_type" text NOT NULL,
	"cooking_time" integer NOT NULL,
	"servings" integer NOT NULL,
	"difficulty" text NOT NULL,
	"ingredients" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"nutrition" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_user_content_idx" ON "recipes" USING btree ("user_id","content_hash");--> statement-breakpoint
CREATE INDEX "recipes_user_created_idx" ON "recipes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recipes_created_idx" ON "recipes" USING btree ("created_at");