CREATE TABLE "resource_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_time_off_period" CHECK ("resource_time_off"."end_at" > "resource_time_off"."start_at")
);
--> statement-breakpoint
ALTER TABLE "resource_time_off" ADD CONSTRAINT "resource_time_off_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_time_off" ADD CONSTRAINT "resource_time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_time_off_resource_idx" ON "resource_time_off" USING btree ("resource_id","end_at");