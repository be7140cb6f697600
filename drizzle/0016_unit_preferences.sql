-- Measurements your way (issue 29): how the cook reads amounts and temperatures. Accounts that
-- existed before read metric and °C; a new account's defaults come from the browser's locale.
ALTER TABLE "users" ADD COLUMN "unit_system" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_scale" text DEFAULT 'C' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_system_check" CHECK ("unit_system" IN ('metric', 'us'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_temperature_scale_check" CHECK ("temperature_scale" IN ('C', 'F'));
