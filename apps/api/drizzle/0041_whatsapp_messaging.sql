CREATE TABLE "message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"from" text NOT NULL,
	"payload" text NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"intent" text NOT NULL,
	"payload" jsonb NOT NULL,
	"channel" text NOT NULL,
	"provider" text,
	"to" text NOT NULL,
	"locale" text NOT NULL,
	"template" text,
	"provider_message_id" text,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"order_id" integer,
	"user_id" integer,
	"cost_halalas" integer DEFAULT 0 NOT NULL,
	"fallback_due_at" timestamp with time zone,
	"fallback_of" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('sending', 'sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "messages_cost" CHECK ("messages"."cost_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messaging_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"mobile" text,
	"channel" text,
	"marketing" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_consents_source" CHECK ("messaging_consents"."source" in ('profile', 'whatsapp_stop', 'sms_stop')),
	CONSTRAINT "messaging_consents_channel" CHECK ("messaging_consents"."channel" is null or "messaging_consents"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messaging_consents_marketing" CHECK ("messaging_consents"."marketing" is null or "messaging_consents"."marketing" in ('in', 'out'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_channel" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "whatsapp_fallback_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_replies_provider_message_unique" ON "message_replies" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_key_unique" ON "messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "messages_provider_message_idx" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "messages_awaiting_idx" ON "messages" USING btree ("channel","status","sent_at");--> statement-breakpoint
CREATE INDEX "messaging_consents_user_idx" ON "messaging_consents" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_message_channel" CHECK ("users"."message_channel" in ('whatsapp', 'sms'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_whatsapp_fallback" CHECK ("business_settings"."whatsapp_fallback_minutes" between 1 and 1440);