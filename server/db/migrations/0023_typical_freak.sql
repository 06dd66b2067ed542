CREATE TABLE "job_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_announcements" ADD CONSTRAINT "job_announcements_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_announcements" ADD CONSTRAINT "job_announcements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_announcements_pending" ON "job_announcements" USING btree ("contractor_id","announced_at") WHERE "job_announcements"."mailed_at" IS NULL;