CREATE TYPE "public"."locale" AS ENUM('en-CA', 'fr-CA');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_locale" "locale" DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locale" "locale" DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" "locale" DEFAULT 'en-CA' NOT NULL;