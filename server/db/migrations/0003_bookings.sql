CREATE TYPE "public"."booking_status" AS ENUM('draft', 'quoted', 'authorized', 'assigned', 'inProgress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."notification_recipient" AS ENUM('Customer', 'Contractor');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('none', 'cardSaved', 'authorized', 'captured', 'released', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_code" text NOT NULL,
	"booking_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "booking_status" DEFAULT 'draft' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"residence_type_id" integer,
	"service_id" integer,
	"city_id" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras_minutes" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"local_date" date,
	"from_minutes" integer,
	"until_minutes" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"estimated_minutes" integer,
	"hourly_rate_cents" integer,
	"subtotal_cents" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer,
	"tax_name" text DEFAULT '' NOT NULL,
	"total_cents" integer,
	"coupon_id" integer,
	"contractor_id" integer,
	"payment_status" "payment_status" DEFAULT 'none' NOT NULL,
	"payment_method_id" text,
	"gateway_payment_id" text,
	"authorized_at" timestamp with time zone,
	"authorization_expires_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_unique_code_unique" UNIQUE("unique_code"),
	CONSTRAINT "bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "bookings_rooms_range" CHECK ("bookings"."bedrooms" between 1 and 8 and "bookings"."bathrooms" between 1 and 8),
	CONSTRAINT "bookings_assigned_has_contractor" CHECK ("bookings"."status" not in ('assigned', 'inProgress', 'completed') or "bookings"."contractor_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"amount" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"city_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_declines" (
	"booking_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_declines_booking_id_contractor_id_pk" PRIMARY KEY("booking_id","contractor_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" "notification_recipient" NOT NULL,
	"customer_id" integer,
	"contractor_id" integer,
	"booking_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_one_recipient" CHECK (("notifications"."recipient" = 'Customer' and "notifications"."customer_id" is not null and "notifications"."contractor_id" is null) or ("notifications"."recipient" = 'Contractor' and "notifications"."contractor_id" is not null and "notifications"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"commercial_only" boolean DEFAULT false NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_residence_type_id_residence_types_id_fk" FOREIGN KEY ("residence_type_id") REFERENCES "public"."residence_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_declines" ADD CONSTRAINT "job_declines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_declines" ADD CONSTRAINT "job_declines_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_time" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_contractor_status" ON "bookings" USING btree ("contractor_id","status");--> statement-breakpoint
CREATE INDEX "bookings_city_status_start" ON "bookings" USING btree ("city_id","status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "notifications_customer" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_contractor" ON "notifications" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key" ON "tax_rates" USING btree ("province_code","name","effective_from");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_contractor" ON "reviews" USING btree ("contractor_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");