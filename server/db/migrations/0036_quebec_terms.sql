CREATE TABLE "booking_terms_acceptances" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"terms_version" text NOT NULL,
	"terms_shown_first" text NOT NULL,
	"terms_accepted_language" "locale" NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"accepted_ip" text NOT NULL,
	CONSTRAINT "booking_terms_shown_first_fr" CHECK ("booking_terms_acceptances"."terms_shown_first" = 'fr')
);
--> statement-breakpoint
ALTER TABLE "booking_terms_acceptances" ADD CONSTRAINT "booking_terms_acceptances_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;