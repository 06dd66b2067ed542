ALTER TABLE "contractors" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "disabled_at" timestamp with time zone;