ALTER TABLE "payments" ADD COLUMN "wallet_mobile" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "otp_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_session" text;