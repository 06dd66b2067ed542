ALTER TYPE "public"."setting_group" ADD VALUE 'Operations';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unaccepted_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_unaccepted_start" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'authorized' and "bookings"."contractor_id" is null;