CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"date" text NOT NULL,
	"start_at" timestamp with time zone,
	"visitors" integer DEFAULT 1 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_start_at" timestamp with time zone,
	"offer_end_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"cart_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'expired')),
	CONSTRAINT "waitlist_entries_visitors" CHECK ("waitlist_entries"."visitors" between 1 and 5),
	CONSTRAINT "waitlist_entries_offer" CHECK (("waitlist_entries"."status" = 'offered') = ("waitlist_entries"."offer_expires_at" is not null and "waitlist_entries"."offer_start_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'offered' NOT NULL,
	"offered_by" integer,
	CONSTRAINT "waitlist_offers_outcome" CHECK ("waitlist_offers"."outcome" in ('offered', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "reschedule_cutoff_hours" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("status","product_id","branch_id","date","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_unique" ON "waitlist_entries" USING btree ("user_id","product_id","branch_id","date",coalesce("start_at", 'epoch'::timestamptz)) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_offers_offered_at_idx" ON "waitlist_offers" USING btree ("offered_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_waitlist_entry_idx" ON "reservations" USING btree ("waitlist_entry_id");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_reschedule_cutoff" CHECK ("business_settings"."reschedule_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_waitlist_offer" CHECK ("business_settings"."waitlist_offer_minutes" between 1 and 1440);