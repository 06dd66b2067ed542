CREATE TABLE "booking_cancellation_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"policy_version" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tax_name" text DEFAULT '' NOT NULL,
	"cleaner_cents" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"taken_from" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_cancellation_fees_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_cancellation_fees_positive" CHECK ("booking_cancellation_fees"."amount_cents" > 0),
	CONSTRAINT "booking_cancellation_fees_parts" CHECK ("booking_cancellation_fees"."tax_cents" >= 0 and "booking_cancellation_fees"."tax_cents" <= "booking_cancellation_fees"."amount_cents" and "booking_cancellation_fees"."cleaner_cents" = "booking_cancellation_fees"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"version" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy_version" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_cancellation_fees" ADD CONSTRAINT "booking_cancellation_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_fees" ADD CONSTRAINT "booking_cancellation_fees_policy_version_cancellation_policies_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."cancellation_policies"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellation_fees" ADD CONSTRAINT "booking_cancellation_fees_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy_version_cancellation_policies_version_fk" FOREIGN KEY ("cancellation_policy_version") REFERENCES "public"."cancellation_policies"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "cancellation_policies" ("version", "rules") VALUES (1, '{"freeMinutesAfterBooking":10,"tiers":[{"fromHoursBefore":24,"untilHoursBefore":2,"fee":{"kind":"cleanerPay","hours":1}},{"fromHoursBefore":2,"untilHoursBefore":0,"fee":{"kind":"priceShare","share":0.5}}]}'::jsonb);
