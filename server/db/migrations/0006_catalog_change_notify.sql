-- The server caches these read-mostly tables (server/services/catalog/read-mostly-cache.ts).
-- Every committed change to one of them is announced on the catalog_changed channel with the
-- table's name, whichever process made it (a server, the seed, an admin command), so each
-- server drops exactly that table from its cache.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cities_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "services_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "residence_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "residence_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "extras_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "labels_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "labels"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "tax_rates_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
