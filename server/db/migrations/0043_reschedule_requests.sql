CREATE TYPE "public"."reschedule_request_state" AS ENUM('asked', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
CREATE TABLE "reschedule_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"from_minutes" integer NOT NULL,
	"until_minutes" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"was_cents" integer NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"state" "reschedule_request_state" DEFAULT 'asked' NOT NULL,
	"answered_at" timestamp with time zone,
	"choice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_requests_one_asked" ON "reschedule_requests" USING btree ("booking_id") WHERE "reschedule_requests"."state" = 'asked';--> statement-breakpoint
CREATE INDEX "reschedule_requests_contractor" ON "reschedule_requests" USING btree ("contractor_id","state");--> statement-breakpoint
CREATE INDEX "reschedule_requests_answer_by" ON "reschedule_requests" USING btree ("answer_by") WHERE "reschedule_requests"."state" = 'asked';