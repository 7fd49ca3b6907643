CREATE TABLE "message_caps" (
	"mobile" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"last_refused_kind" text,
	"last_refused_at" timestamp with time zone,
	CONSTRAINT "message_caps_mobile_day_pk" PRIMARY KEY("mobile","day"),
	CONSTRAINT "message_caps_counts" CHECK ("message_caps"."sent" >= 0 and "message_caps"."refused" >= 0)
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "message_caps_day_idx" ON "message_caps" USING btree ("day");--> statement-breakpoint
CREATE INDEX "referrals_source_idx" ON "referrals" USING btree ("source","created_at");