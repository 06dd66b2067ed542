CREATE TABLE "contractor_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "contractor_days_off_order" CHECK ("contractor_days_off"."first_day" <= "contractor_days_off"."last_day")
);
--> statement-breakpoint
CREATE TABLE "contractor_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "contractor_weekly_hours_range" CHECK ("contractor_weekly_hours"."weekday" between 0 and 6 and "contractor_weekly_hours"."starts_at" < "contractor_weekly_hours"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "daily_job_cap" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "hours_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contractor_days_off" ADD CONSTRAINT "contractor_days_off_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_weekly_hours" ADD CONSTRAINT "contractor_weekly_hours_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_days_off_contractor_day" ON "contractor_days_off" USING btree ("contractor_id","last_day");--> statement-breakpoint
CREATE INDEX "contractor_weekly_hours_contractor_day" ON "contractor_weekly_hours" USING btree ("contractor_id","weekday","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_contractor_day" ON "bookings" USING btree ("contractor_id","local_date") WHERE "bookings"."status" in ('assigned', 'inProgress', 'completed');--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_daily_job_cap_range" CHECK ("contractors"."daily_job_cap" between 1 and 6);--> statement-breakpoint
-- Custom SQL (decision 044): cleaners who existed before working hours keep being offered on
-- the defaults a new cleaner gets (Monday to Friday, 9:00 to 17:00), unconfirmed.
INSERT INTO "contractor_weekly_hours" ("contractor_id", "weekday", "starts_at", "ends_at")
SELECT "contractors"."id", "days"."weekday", time '09:00', time '17:00'
FROM "contractors" CROSS JOIN generate_series(1, 5) AS "days"("weekday");
