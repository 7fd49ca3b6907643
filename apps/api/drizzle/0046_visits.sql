ALTER TABLE "cart_items" ADD COLUMN "visit_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "visit_id" text;