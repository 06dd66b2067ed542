CREATE TYPE "public"."change_actor" AS ENUM('customer', 'operator', 'cleaner', 'scheduler');--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD COLUMN "actor" "change_actor";--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD COLUMN "contractor_id_before" integer;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD COLUMN "payment_status_before" "payment_status";--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD COLUMN "told_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_contractor_id_before_contractors_id_fk" FOREIGN KEY ("contractor_id_before") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_changes_untold" ON "booking_status_changes" USING btree ("id") WHERE "booking_status_changes"."told_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_to_remind" ON "bookings" USING btree ("starts_at") WHERE "bookings"."reminded_at" is null and "bookings"."status" in ('authorized', 'assigned');