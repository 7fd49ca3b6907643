CREATE TABLE "order_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"promo_code_id" integer,
	"gift_card_id" integer,
	"amount" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_redemptions_kind" CHECK ("order_redemptions"."kind" in ('promo', 'gift_card', 'points')),
	CONSTRAINT "order_redemptions_status" CHECK ("order_redemptions"."status" in ('reserved', 'used', 'released')),
	CONSTRAINT "order_redemptions_ref" CHECK (("order_redemptions"."kind" = 'promo') = ("order_redemptions"."promo_code_id" is not null) and ("order_redemptions"."kind" = 'gift_card') = ("order_redemptions"."gift_card_id" is not null)),
	CONSTRAINT "order_redemptions_amount" CHECK ("order_redemptions"."amount" >= 0 and "order_redemptions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_fee_id" integer,
	"address_id" integer,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price" integer NOT NULL,
	"tax_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"product_ids" integer[],
	"category_ids" integer[],
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" = 'fixed' or "promo_codes"."value" <= 100) and "promo_codes"."min_subtotal" >= 0),
	CONSTRAINT "promo_codes_limits" CHECK (("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" >= 0) and ("promo_codes"."per_customer_limit" is null or "promo_codes"."per_customer_limit" >= 1) and ("promo_codes"."max_discount" is null or "promo_codes"."max_discount" >= 0)),
	CONSTRAINT "promo_codes_code" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 2 and 64)
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"requires_address" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_fees_price" CHECK ("service_fees"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "points_per_sar" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "point_value" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_redemptions" ADD CONSTRAINT "order_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_redemptions" ADD CONSTRAINT "order_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_redemptions" ADD CONSTRAINT "order_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_redemptions" ADD CONSTRAINT "order_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_fees" ADD CONSTRAINT "order_service_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_fees" ADD CONSTRAINT "order_service_fees_service_fee_id_service_fees_id_fk" FOREIGN KEY ("service_fee_id") REFERENCES "public"."service_fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_redemptions_order_idx" ON "order_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_redemptions_promo_idx" ON "order_redemptions" USING btree ("promo_code_id","user_id") WHERE "order_redemptions"."status" <> 'released';--> statement-breakpoint
CREATE UNIQUE INDEX "order_redemptions_one_per_thing" ON "order_redemptions" USING btree ("order_id","kind",coalesce("promo_code_id", "gift_card_id", 0));--> statement-breakpoint
CREATE INDEX "order_service_fees_order_idx" ON "order_service_fees" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_points" CHECK ("business_settings"."points_per_sar" between 0 and 100 and "business_settings"."point_value" between 1 and 10000);