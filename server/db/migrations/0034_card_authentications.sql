CREATE TYPE "public"."card_authentication_purpose" AS ENUM('payment', 'savedCardHold');--> statement-breakpoint
CREATE TYPE "public"."card_authentication_status" AS ENUM('waiting', 'succeeded', 'failed', 'abandoned');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'needsAuthentication';--> statement-breakpoint
CREATE TABLE "card_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"purpose" "card_authentication_purpose" NOT NULL,
	"intent_kind" text NOT NULL,
	"gateway_intent_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_code" text,
	"status" "card_authentication_status" DEFAULT 'waiting' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_authentications" ADD CONSTRAINT "card_authentications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_authentications_booking" ON "card_authentications" USING btree ("booking_id","started_at");--> statement-breakpoint
CREATE INDEX "card_authentications_waiting" ON "card_authentications" USING btree ("started_at") WHERE "card_authentications"."status" = 'waiting';