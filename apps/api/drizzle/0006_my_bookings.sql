CREATE TABLE "order_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_rating" CHECK ("order_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name_en" text NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_address_en" text NOT NULL,
	"seller_address_ar" text NOT NULL,
	"customer_name" text NOT NULL,
	"payment_method" text NOT NULL,
	"sub_total" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_money" CHECK ("invoices"."total" >= 0 and "invoices"."tax_amount" >= 0 and "invoices"."sub_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "cancel_window_hours" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_unique" ON "order_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_confirmed_idx" ON "orders" USING btree ("confirmed_at") WHERE "orders"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_cancel_window" CHECK ("business_settings"."cancel_window_hours" between 0 and 720);