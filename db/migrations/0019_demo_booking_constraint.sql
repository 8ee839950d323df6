-- A salesperson's time is booked once: no two bookings that are not cancelled
-- may overlap for the same salesperson, whichever instance writes them
-- (docs/decisions/0038-demo-booking.md). btree_gist gives GiST the equality on
-- staff_id that the constraint pairs with the overlap of the ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_no_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');
