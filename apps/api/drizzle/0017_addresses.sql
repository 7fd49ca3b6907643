CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"full_address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"building_number" text DEFAULT '' NOT NULL,
	"street_name" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_coordinates" CHECK ("addresses"."latitude" between -90 and 90 and "addresses"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_preferred" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_preferred";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_same_place" ON "addresses" USING btree ("user_id",lower(btrim("full_address")),round("latitude"::numeric, 6),round("longitude"::numeric, 6));--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id","id");