CREATE TABLE "background_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"provider" text NOT NULL,
	"checked_on" date NOT NULL,
	"result" text NOT NULL,
	"expires_on" date NOT NULL,
	"recorded_by" integer,
	"warned_30_at" timestamp with time zone,
	"warned_7_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_checks_expire_after_check" CHECK ("background_checks"."expires_on" > "background_checks"."checked_on"),
	CONSTRAINT "background_checks_provider_given" CHECK (length(trim("background_checks"."provider")) > 0)
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_checks" ADD CONSTRAINT "background_checks_recorded_by_operators_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_checks_contractor" ON "background_checks" USING btree ("contractor_id","id");