-- A contractor can never hold two jobs whose times (plus the travel buffer) overlap, whatever
-- the application does: checked on every insert and on every move into an active status.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contractor_no_overlap"
  EXCLUDE USING gist ("contractor_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("status" IN ('assigned', 'inProgress'));
--> statement-breakpoint
-- Booking numbers people read out on the phone: MS-100001, MS-100002, ...
CREATE SEQUENCE IF NOT EXISTS "booking_no_seq" START WITH 100001;
