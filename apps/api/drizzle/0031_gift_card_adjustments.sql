ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;