DROP INDEX "payments_one_paid_per_order";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "peak_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_peak_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_rest_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'rest';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid' and "payments"."purpose" = 'order';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('order', 'rest'));