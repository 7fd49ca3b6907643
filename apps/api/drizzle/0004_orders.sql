CREATE TABLE "card_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"saved_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_item_id" integer,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"size" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"visitors" integer NOT NULL,
	"guest_name" text,
	"guest_phone" text,
	"guest_note" text,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"tax_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"sub_total" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"extra_discount" integer DEFAULT 0 NOT NULL,
	"gift_card_discount" integer DEFAULT 0 NOT NULL,
	"service_fee_price" integer DEFAULT 0 NOT NULL,
	"redeem_points_price" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"number_of_users" integer DEFAULT 1 NOT NULL,
	"branch_id" integer,
	"customer_arrived" boolean DEFAULT false NOT NULL,
	"is_gifted_order" boolean DEFAULT false NOT NULL,
	"gift_message" text,
	"gifted_order_data" jsonb,
	"promo_code" text,
	"gift_card" text,
	"payment_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'confirmed', 'completed', 'payment_failed', 'expired', 'cancelled')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('cash', 'card')),
	CONSTRAINT "orders_money" CHECK ("orders"."total" >= 0 and "orders"."tax_amount" >= 0 and "orders"."sub_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider_code" text,
	"transaction_id" text,
	"saved_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('initiated', 'pending', 'paid', 'failed', 'refunded', 'refund_pending', 'due_at_branch', 'voided')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text,
	"holder_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last4" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_setups_reference_unique" ON "card_setups" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_cart_item_idx" ON "order_items" USING btree ("cart_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_unique" ON "payment_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "payment_events_ref_idx" ON "payment_events" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('initiated', 'pending', 'refund_pending');--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_token_unique" ON "saved_cards" USING btree ("user_id","provider","token");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_order_item_idx" ON "reservations" USING btree ("order_item_id");