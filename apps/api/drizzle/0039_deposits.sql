ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
DROP INDEX "ledger_accounts_user_kind_unique";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_new_customers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at_visit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_paid_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_kind_unique" ON "ledger_accounts" USING btree ("user_id","kind") WHERE "ledger_accounts"."kind" in ('wallet', 'points', 'deposit');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit" CHECK (("products"."deposit_kind" = 'none' and "products"."deposit_value" = 0) or ("products"."deposit_kind" = 'percent' and "products"."deposit_value" between 1 and 100) or ("products"."deposit_kind" = 'fixed' and "products"."deposit_value" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit" CHECK ("orders"."deposit_amount" >= 0 and "orders"."due_at_visit" >= 0 and "orders"."deposit_amount" + "orders"."due_at_visit" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'points', 'gift_card', 'deposit'));