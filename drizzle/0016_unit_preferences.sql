-- Measurements your way (issue 29): how the cook reads amounts and temperatures. NULL means "as
-- written" (no conversion): accounts from before, and sign-ups that sent no browser locale, keep
-- seeing recipes exactly as they were stored until the cook picks a system in Account Settings.
ALTER TABLE "users" ADD COLUMN "unit_system" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_scale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_system_check" CHECK ("unit_system" IN ('metric', 'us'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_temperature_scale_check" CHECK ("temperature_scale" IN ('C', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_measurements_together_check" CHECK (("unit_system" IS NULL) = ("temperature_scale" IS NULL));
