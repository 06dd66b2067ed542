CREATE TYPE "public"."booking_document_kind" AS ENUM('receipt', 'creditNote');--> statement-breakpoint
CREATE TABLE "booking_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "booking_document_kind" NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"refund_id" integer,
	"cites_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "booking_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "booking_documents_credit_note_cites" CHECK (("booking_documents"."kind" = 'receipt') = ("booking_documents"."refund_id" is null and "booking_documents"."cites_id" is null))
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" "booking_document_kind" NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_refund_id_booking_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."booking_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_series" ON "booking_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_one_receipt" ON "booking_documents" USING btree ("booking_id") WHERE "booking_documents"."kind" = 'receipt';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_documents_refund" ON "booking_documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "booking_documents_booking" ON "booking_documents" USING btree ("booking_id","id");