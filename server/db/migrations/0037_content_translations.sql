CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "banner_translations_banner_id_locale_pk" PRIMARY KEY("banner_id","locale"),
	CONSTRAINT "banner_translations_not_english" CHECK ("banner_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"category_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "blog_category_translations_not_english" CHECK ("blog_category_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "blog_tag_translations" (
	"tag_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_tag_translations_tag_id_locale_pk" PRIMARY KEY("tag_id","locale"),
	CONSTRAINT "blog_tag_translations_not_english" CHECK ("blog_tag_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "blog_translations" (
	"blog_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "blog_translations_blog_id_locale_pk" PRIMARY KEY("blog_id","locale"),
	CONSTRAINT "blog_translations_not_english" CHECK ("blog_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_translations_city_id_locale_pk" PRIMARY KEY("city_id","locale"),
	CONSTRAINT "city_translations_not_english" CHECK ("city_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "extra_translations" (
	"extra_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "extra_translations_extra_id_locale_pk" PRIMARY KEY("extra_id","locale"),
	CONSTRAINT "extra_translations_not_english" CHECK ("extra_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"faq_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_translations_faq_id_locale_pk" PRIMARY KEY("faq_id","locale"),
	CONSTRAINT "faq_translations_not_english" CHECK ("faq_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "label_translations" (
	"label_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "label_translations_label_id_locale_pk" PRIMARY KEY("label_id","locale"),
	CONSTRAINT "label_translations_not_english" CHECK ("label_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "page_meta_translations" (
	"page_meta_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL,
	CONSTRAINT "page_meta_translations_page_meta_id_locale_pk" PRIMARY KEY("page_meta_id","locale"),
	CONSTRAINT "page_meta_translations_not_english" CHECK ("page_meta_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale"),
	CONSTRAINT "page_translations_not_english" CHECK ("page_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "residence_type_translations" (
	"residence_type_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "residence_type_translations_residence_type_id_locale_pk" PRIMARY KEY("residence_type_id","locale"),
	CONSTRAINT "residence_type_translations_not_english" CHECK ("residence_type_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "service_translations" (
	"service_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "service_translations_service_id_locale_pk" PRIMARY KEY("service_id","locale"),
	CONSTRAINT "service_translations_not_english" CHECK ("service_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
CREATE TABLE "setting_translations" (
	"setting_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "setting_translations_setting_id_locale_pk" PRIMARY KEY("setting_id","locale"),
	CONSTRAINT "setting_translations_not_english" CHECK ("setting_translations"."locale" <> 'en-CA')
);
--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tag_translations" ADD CONSTRAINT "blog_tag_translations_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_translations" ADD CONSTRAINT "extra_translations_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_translations" ADD CONSTRAINT "label_translations_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_meta_translations" ADD CONSTRAINT "page_meta_translations_page_meta_id_page_metas_id_fk" FOREIGN KEY ("page_meta_id") REFERENCES "public"."page_metas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_type_translations" ADD CONSTRAINT "residence_type_translations_residence_type_id_residence_types_id_fk" FOREIGN KEY ("residence_type_id") REFERENCES "public"."residence_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_translations" ADD CONSTRAINT "setting_translations_setting_id_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;