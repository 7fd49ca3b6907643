CREATE TABLE "customer_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"details_en" text NOT NULL,
	"details_ar" text NOT NULL,
	"image" text,
	"min_spend" integer NOT NULL,
	"extra_discount_percent" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_classes_min_spend" CHECK ("customer_classes"."min_spend" >= 0),
	CONSTRAINT "customer_classes_extra_discount" CHECK ("customer_classes"."extra_discount_percent" is null or "customer_classes"."extra_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_classes_slug_unique" ON "customer_classes" USING btree ("slug");