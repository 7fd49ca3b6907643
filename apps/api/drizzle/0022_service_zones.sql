CREATE TABLE "service_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"centre_latitude" double precision,
	"centre_longitude" double precision,
	"radius_metres" integer,
	"polygon" jsonb,
	"fee" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"free_above" integer,
	"travel_minutes" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_zones_kind" CHECK ("service_zones"."kind" in ('radius', 'polygon')),
	CONSTRAINT "service_zones_shape" CHECK (("service_zones"."kind" = 'radius') = ("service_zones"."centre_latitude" is not null and "service_zones"."centre_longitude" is not null and "service_zones"."radius_metres" > 0)
        and ("service_zones"."kind" = 'polygon') = ("service_zones"."polygon" is not null and jsonb_array_length("service_zones"."polygon") >= 3)),
	CONSTRAINT "service_zones_money" CHECK ("service_zones"."fee" >= 0 and "service_zones"."min_order" >= 0 and ("service_zones"."free_above" is null or "service_zones"."free_above" >= 0)),
	CONSTRAINT "service_zones_travel" CHECK ("service_zones"."travel_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "travel_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_zones" ADD CONSTRAINT "service_zones_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_zones_branch_idx" ON "service_zones" USING btree ("branch_id","sort","id");