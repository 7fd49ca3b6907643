-- Correctness in the database: one resource can never have two overlapping reservations (holds or bookings).
-- btree_gist lets the gist index compare resource_id with = next to period with &&. It ships with PostgreSQL
-- (contrib) and is loaded into PGlite by db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, "period" WITH &&);
