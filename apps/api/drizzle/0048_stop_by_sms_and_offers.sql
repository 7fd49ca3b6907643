CREATE TABLE "marketing_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_en" text NOT NULL,
	"text_ar" text NOT NULL,
	"day" date NOT NULL,
	"reach" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_offers_counts" CHECK ("marketing_offers"."reach" >= 0 and "marketing_offers"."sent" >= 0 and "marketing_offers"."skipped" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messaging_consents" DROP CONSTRAINT "messaging_consents_source";--> statement-breakpoint
ALTER TABLE "marketing_offers" ADD CONSTRAINT "marketing_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_offers_day_unique" ON "marketing_offers" USING btree ("day");--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_source" CHECK ("messaging_consents"."source" in ('profile', 'whatsapp_stop', 'whatsapp_reply', 'sms_reply', 'sms_stop'));