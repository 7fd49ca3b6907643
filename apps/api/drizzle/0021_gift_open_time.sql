ALTER TABLE "gifts" DROP CONSTRAINT "gifts_status";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "gift_validity_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "open_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "schedule_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gifts_open_expiry_idx" ON "gifts" USING btree ("schedule_by") WHERE "gifts"."status" = 'waiting' and "gifts"."open_time";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_status" CHECK ("gifts"."status" in ('waiting', 'scheduled', 'accepted', 'declined', 'withdrawn', 'expired'));