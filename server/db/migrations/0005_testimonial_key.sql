DROP INDEX "reviews_author_body";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_body" ON "reviews" USING btree ("author_name","body") WHERE "reviews"."customer_id" is null;