ALTER TABLE "bookings" ADD COLUMN "access_entry_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_parking" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_pets" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "access_other" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "access_entry_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "access_parking" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "access_pets" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "access_other" text DEFAULT '' NOT NULL;