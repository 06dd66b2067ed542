-- Decision 047: the audit log is never edited. Rows are only ever inserted; any UPDATE, DELETE or
-- TRUNCATE of operator_actions fails, whoever runs it (a bug, a script, a hand at a prompt).
CREATE OR REPLACE FUNCTION "operator_actions_read_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only: % is not allowed', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_change" BEFORE UPDATE OR DELETE ON "operator_actions"
  FOR EACH ROW EXECUTE FUNCTION "operator_actions_read_only"();
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_truncate" BEFORE TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_actions_read_only"();
