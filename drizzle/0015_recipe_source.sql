-- Recipe import (issue 27): where an imported recipe came from; the card shows 'From {host}'.
ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_source_url_check" CHECK ("recipes"."source_url" IS NULL OR ("recipes"."source_url" ~ '^https?://' AND char_length("recipes"."source_url") <= 2000));
