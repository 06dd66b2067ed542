CREATE TABLE "web_vital_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "web_vital_samples_metric" CHECK ("web_vital_samples"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vital_samples_rating" CHECK ("web_vital_samples"."rating" in ('good', 'needs-improvement', 'poor'))
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_recorded_at" ON "web_vital_samples" USING btree ("recorded_at");