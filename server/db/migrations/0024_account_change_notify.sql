-- The server keeps live sessions and signed-in lists in memory (server/services/auth/
-- account-changes.ts, decision 064). Every committed change that could alter who a session is,
-- what their account may do, or what their lists show is announced on the accounts_changed
-- channel, whichever process made it, so every server drops what it kept.
CREATE OR REPLACE FUNCTION "notify_accounts_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An ended session names its hash: servers drop that session alone. Per row, so the
-- housekeeping delete of expired sessions on every login announces nothing when it deletes
-- nothing; only deletes matter (the idle-expiry touch only moves an expiry forward).
CREATE OR REPLACE FUNCTION "notify_session_ended"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', 'sessions:' || OLD.id_hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contractors_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "operators_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operators"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contractor_weekly_hours_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractor_weekly_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contractor_days_off_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contractor_days_off"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
-- Only bookings a list can show: drafts and quotes with no card on them appear in no list (the
-- customer's list keeps to bookings with a card, the job board to paid ones), and every quote
-- would otherwise drop every kept list and take PostgreSQL's commit-time lock on the
-- notification queue. Row triggers, so each can look at its row; PostgreSQL sends one
-- notification a transaction however many rows announce the same table.
CREATE TRIGGER "bookings_inserted_accounts_changed" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status NOT IN ('draft', 'quoted') OR NEW.payment_status <> 'none')
  EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_updated_accounts_changed" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (
    OLD.status NOT IN ('draft', 'quoted') OR OLD.payment_status <> 'none'
    OR NEW.status NOT IN ('draft', 'quoted') OR NEW.payment_status <> 'none'
  )
  EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_deleted_accounts_changed" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD.status NOT IN ('draft', 'quoted') OR OLD.payment_status <> 'none')
  EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_truncated_accounts_changed" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_refunds_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "job_declines_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_declines"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_addresses_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
-- A kept session carries its contractor's city time zone (session-accounts.ts).
CREATE TRIGGER "cities_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
--> statement-breakpoint
-- A job row shows the cleaner's pay at the city's current rate while the job is open.
CREATE TRIGGER "pay_rates_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pay_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
