CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"size" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"visitors" integer DEFAULT 1 NOT NULL,
	"guest_name" text,
	"guest_phone" text,
	"guest_note" text,
	"unit_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_visitors" CHECK ("cart_items"."visitors" between 1 and 20),
	CONSTRAINT "cart_items_unit_price" CHECK ("cart_items"."unit_price" >= 0),
	CONSTRAINT "cart_items_time" CHECK (("cart_items"."start_at" is null) = ("cart_items"."end_at" is null) and ("cart_items"."start_at" is null or "cart_items"."end_at" > "cart_items"."start_at"))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"start_at" time,
	"end_at" time,
	"note_en" text DEFAULT '' NOT NULL,
	"note_ar" text DEFAULT '' NOT NULL,
	CONSTRAINT "branch_exceptions_branch_date" UNIQUE("branch_id","date"),
	CONSTRAINT "branch_exceptions_hours" CHECK ("branch_exceptions"."is_closed" or ("branch_exceptions"."start_at" is not null and "branch_exceptions"."end_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"cart_item_id" integer,
	"order_item_id" integer,
	"period" "tstzrange" NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_kind" CHECK ("reservations"."kind" in ('hold', 'booking')),
	CONSTRAINT "reservations_hold_expires" CHECK (("reservations"."kind" = 'hold') = ("reservations"."expires_at" is not null)),
	CONSTRAINT "reservations_period" CHECK (not isempty("reservations"."period") and not lower_inf("reservations"."period") and not upper_inf("reservations"."period"))
);
--> statement-breakpoint
CREATE TABLE "resource_services" (
	"resource_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "resource_services_resource_id_product_id_pk" PRIMARY KEY("resource_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "resource_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_at" time NOT NULL,
	"end_at" time NOT NULL,
	CONSTRAINT "resource_shifts_day" CHECK ("resource_shifts"."day" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"branch_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug"),
	CONSTRAINT "resources_kind" CHECK ("resources"."kind" in ('staff', 'room', 'chair'))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "slot_step_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "min_notice_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "horizon_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_exceptions" ADD CONSTRAINT "branch_exceptions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_services" ADD CONSTRAINT "resource_services_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_services" ADD CONSTRAINT "resource_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_shifts" ADD CONSTRAINT "resource_shifts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_unique" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_cart_item_idx" ON "reservations" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "resource_services_product_idx" ON "resource_services" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "resource_shifts_resource_idx" ON "resource_shifts" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_branch_idx" ON "resources" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_booking_rules" CHECK ("business_settings"."slot_step_minutes" between 5 and 240 and "business_settings"."min_notice_minutes" >= 0 and "business_settings"."horizon_days" between 1 and 366 and "business_settings"."hold_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_buffer_nonnegative" CHECK ("products"."buffer_minutes" >= 0);