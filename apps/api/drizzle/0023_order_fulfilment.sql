ALTER TABLE "business_settings" ADD COLUMN "prep_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'at_branch' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment" CHECK ("orders"."fulfilment" in ('at_branch', 'home_visit', 'delivery', 'pickup', 'dine_in')
        and ("orders"."fulfilment_status" is null or "orders"."fulfilment_status" in ('preparing', 'out_for_delivery', 'delivered', 'ready_for_pickup', 'picked_up', 'served'))
        and ("orders"."fulfilment" <> 'delivery' or "orders"."delivery_address" is not null));--> statement-breakpoint
-- Shop-only orders placed before fulfilment existed were collected at the branch: pickups, with no steps tracked.
UPDATE "orders" SET "fulfilment" = 'pickup'
  WHERE EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."type" = 'product')
    AND NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."type" = 'service');
