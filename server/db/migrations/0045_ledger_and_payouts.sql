CREATE TYPE "public"."ledger_entry_kind" AS ENUM('hold', 'holdRelease', 'capture', 'refund', 'cancellationFee', 'tip', 'transfer');--> statement-breakpoint
CREATE TYPE "public"."payout_item_state" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"contractor_id" integer,
	"kind" "ledger_entry_kind" NOT NULL,
	"entry_key" text NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"customer_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"cleaner_cents" integer DEFAULT 0 NOT NULL,
	"margin_cents" integer DEFAULT 0 NOT NULL,
	"paid_out_cents" integer DEFAULT 0 NOT NULL,
	"gateway_ref" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_entry_key_unique" UNIQUE("entry_key"),
	CONSTRAINT "ledger_entries_split" CHECK ("ledger_entries"."customer_cents" = "ledger_entries"."tax_cents" + "ledger_entries"."cleaner_cents" + "ledger_entries"."margin_cents")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"bank_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_contractor_id_unique" UNIQUE("contractor_id"),
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"source_payment_id" text NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"state" "payout_item_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"gateway_transfer_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_items_positive" CHECK ("payout_items"."amount_cents" > 0),
	CONSTRAINT "payout_items_sent_has_transfer" CHECK (("payout_items"."state" = 'sent') = ("payout_items"."gateway_transfer_id" is not null and "payout_items"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking" ON "ledger_entries" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_contractor" ON "ledger_entries" USING btree ("contractor_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_one_per_charge" ON "payout_items" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "payout_items_contractor" ON "payout_items" USING btree ("contractor_id","payable_at");--> statement-breakpoint
CREATE INDEX "payout_items_to_send" ON "payout_items" USING btree ("payable_at") WHERE "payout_items"."state" in ('pending', 'sending');