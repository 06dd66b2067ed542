-- The pages the server renders (decision 021) are read from these tables as well as the catalog's.
-- Their changes are announced on the same catalog_changed channel (migration 0006), so a server
-- keeps a rendered page until anything it may show changes, whichever process wrote it.
CREATE TRIGGER "settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_metas_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_metas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "faqs_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blogs_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_tags_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_tag_links_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_tag_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
