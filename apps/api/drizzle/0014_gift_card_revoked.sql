ALTER TABLE "gift_cards" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "gift_cards" SET "revoked_at" = e."created_at"
FROM "ledger_accounts" a JOIN "ledger_entries" e ON e."account_id" = a."id" AND e."reason" = 'gift_card_revoked'
WHERE a."gift_card_id" = "gift_cards"."id";
