CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"refused_reason" text,
	"friend_order_id" integer,
	"friend_reward" integer DEFAULT 0 NOT NULL,
	"inviter_reward" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" in ('registered', 'pending', 'earned', 'reversed', 'refused')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."inviter_id" <> "referrals"."friend_id"),
	CONSTRAINT "referrals_rewards" CHECK ("referrals"."friend_reward" >= 0 and "referrals"."inviter_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_id" text NOT NULL,
	"version" text NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_source" CHECK ("consent_records"."source" in ('banner', 'preferences', 'withdraw'))
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "referral_friend_reward" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "referral_inviter_reward" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "referral_monthly_cap" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "referral_reward_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "ga4_measurement_id" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "meta_pixel_id" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "snap_pixel_id" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "tiktok_pixel_id" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "consent_version" text DEFAULT '2026-11' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_order_id_orders_id_fk" FOREIGN KEY ("friend_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_unique" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "consent_records_visitor_idx" ON "consent_records" USING btree ("visitor_id","id");