CREATE TYPE "public"."cleaner_mark" AS ENUM('favourite', 'blocked');--> statement-breakpoint
CREATE TABLE "customer_cleaners" (
	"customer_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"mark" "cleaner_mark" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_cleaners_customer_id_contractor_id_pk" PRIMARY KEY("customer_id","contractor_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "requested_contractor_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "requested_anyone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "requested_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_cleaners" ADD CONSTRAINT "customer_cleaners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cleaners" ADD CONSTRAINT "customer_cleaners_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cleaners_blocked" ON "customer_cleaners" USING btree ("contractor_id","customer_id") WHERE "customer_cleaners"."mark" = 'blocked';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_requested_contractor_id_contractors_id_fk" FOREIGN KEY ("requested_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;