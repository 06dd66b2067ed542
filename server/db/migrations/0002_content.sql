CREATE TYPE "public"."audience" AS ENUM('Customer', 'Contractor');--> statement-breakpoint
CREATE TYPE "public"."page_status" AS ENUM('Active', 'Inactive');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banners_heading_unique" UNIQUE("heading")
);
--> statement-breakpoint
CREATE TABLE "blog_tag_links" (
	"blog_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_tag_links_blog_id_tag_id_pk" PRIMARY KEY("blog_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"audience" "audience" NOT NULL,
	"service_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faqs_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE TABLE "page_metas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	CONSTRAINT "page_metas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"status" "page_status" DEFAULT 'Active' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" "audience" NOT NULL,
	"author_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"rating" integer NOT NULL,
	"customer_id" integer,
	"service_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "blog_tag_links" ADD CONSTRAINT "blog_tag_links_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tag_links" ADD CONSTRAINT "blog_tag_links_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_audience" ON "faqs" USING btree ("audience","sort_order");--> statement-breakpoint
CREATE INDEX "faqs_service" ON "faqs" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_body" ON "reviews" USING btree ("author_name","body");--> statement-breakpoint
CREATE INDEX "reviews_audience_time" ON "reviews" USING btree ("audience","created_at");