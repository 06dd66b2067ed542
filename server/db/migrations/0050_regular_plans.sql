CREATE TYPE "public"."plan_status" AS ENUM('active', 'paused', 'ended');--> statement-breakpoint
CREATE TABLE "plan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor" "change_actor" NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regular_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "plan_status" DEFAULT 'active' NOT NULL,
	"every_weeks" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"first_booking_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"anchor_date" date NOT NULL,
	"from_minutes" integer NOT NULL,
	"until_minutes" integer NOT NULL,
	"contractor_id" integer,
	"contractor_accepted_at" timestamp with time zone,
	"payment_method_id" text,
	"cancellation_policy_version" integer,
	"paused_at" timestamp with time zone,
	"resumes_on" date,
	"ended_at" timestamp with time zone,
	"visits_written_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regular_plans_unique_code_unique" UNIQUE("unique_code"),
	CONSTRAINT "regular_plans_every_weeks" CHECK ("regular_plans"."every_weeks" in (1, 2, 4)),
	CONSTRAINT "regular_plans_discount" CHECK ("regular_plans"."discount_percent" between 0 and 50),
	CONSTRAINT "regular_plans_window" CHECK ("regular_plans"."from_minutes" < "regular_plans"."until_minutes")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_visit_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_every_weeks" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_plan_id_regular_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."regular_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_plans" ADD CONSTRAINT "regular_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_plans" ADD CONSTRAINT "regular_plans_first_booking_id_bookings_id_fk" FOREIGN KEY ("first_booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_plans" ADD CONSTRAINT "regular_plans_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_plans" ADD CONSTRAINT "regular_plans_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_plans" ADD CONSTRAINT "regular_plans_cancellation_policy_version_cancellation_policies_version_fk" FOREIGN KEY ("cancellation_policy_version") REFERENCES "public"."cancellation_policies"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_events_plan" ON "plan_events" USING btree ("plan_id","at");--> statement-breakpoint
CREATE INDEX "regular_plans_customer" ON "regular_plans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "regular_plans_contractor" ON "regular_plans" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "regular_plans_to_write" ON "regular_plans" USING btree ("visits_written_through") WHERE "regular_plans"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_id_regular_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."regular_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_plan_visit" ON "bookings" USING btree ("plan_id","plan_visit_date") WHERE "bookings"."plan_id" is not null;