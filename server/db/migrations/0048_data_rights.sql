CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"token_hash" text,
	"archive" "bytea",
	"byte_size" integer,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "discarded_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_path" text NOT NULL,
	"discarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_via" text NOT NULL,
	"granted_wording" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text
);
--> statement-breakpoint
CREATE TABLE "retention_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"deleted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" integer,
	"real_risk_of_significant_harm" boolean NOT NULL,
	"reported_to_commissioner_at" timestamp with time zone,
	"people_notified_at" timestamp with time zone,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "category" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unsubscribe_key" text;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_consents" ADD CONSTRAINT "email_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_incidents" ADD CONSTRAINT "security_incidents_recorded_by_operators_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "email_consents_user" ON "email_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_consents_one_current" ON "email_consents" USING btree ("user_id","topic") WHERE "email_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "retention_deletions_ran_at" ON "retention_deletions" USING btree ("ran_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unsubscribe_key_unique" UNIQUE("unsubscribe_key");--> statement-breakpoint
-- Applications declined before this migration count their retention from when they were made.
UPDATE "contractors" SET "rejected_at" = "created_at" WHERE "status" = 'Rejected' AND "rejected_at" IS NULL;--> statement-breakpoint
-- Mail already written belongs to the account its address is.
UPDATE "outbox" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "outbox"."to_address";
