ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "payment_methods" text[] DEFAULT '{card,apple_pay,cash}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "scheme" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('card', 'apple_pay', 'stc_pay', 'tabby', 'tamara', 'cash'));