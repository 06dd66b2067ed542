CREATE TABLE "booking_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_tips_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_tips_positive" CHECK ("booking_tips"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_tips" ADD CONSTRAINT "booking_tips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tips" ADD CONSTRAINT "booking_tips_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tips_contractor" ON "booking_tips" USING btree ("contractor_id","created_at");