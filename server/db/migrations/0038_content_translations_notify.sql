-- Hand-written (not generated): the translations of the content tables (0037, decision 106) are read
-- where their tables are, so their changes are announced on the catalog_changed channel as those
-- tables' are (migrations 0006 and 0010): the catalog cache drops them and kept pages move on.
CREATE TRIGGER "label_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "label_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_meta_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_meta_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banner_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "faq_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_category_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_tag_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_tag_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "service_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "city_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "city_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "residence_type_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "residence_type_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "extra_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extra_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "setting_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
