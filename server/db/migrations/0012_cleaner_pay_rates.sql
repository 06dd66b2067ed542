CREATE TABLE "pay_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"cents_per_hour" integer NOT NULL,
	CONSTRAINT "pay_rates_positive" CHECK ("pay_rates"."cents_per_hour" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contractor_pay_cents" integer;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_rates_city_service" ON "pay_rates" USING btree ("city_id","service_id");