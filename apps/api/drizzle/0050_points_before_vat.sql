ALTER TABLE "order_items" ADD COLUMN "points_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_service_fees" ADD COLUMN "points_amount" integer DEFAULT 0 NOT NULL;