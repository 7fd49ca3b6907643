CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"group_name_en" text NOT NULL,
	"group_name_ar" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"image" text,
	"description_en" text,
	"description_ar" text,
	"voucher_order_number" text,
	"sub_total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_rate" integer DEFAULT 15 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_currency" CHECK ("gift_cards"."currency" = 'SAR'),
	CONSTRAINT "gift_cards_money" CHECK ("gift_cards"."value" > 0 and "gift_cards"."sub_total" >= 0 and "gift_cards"."tax" >= 0 and "gift_cards"."discounts" >= 0 and "gift_cards"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_serial_unique" ON "gift_cards" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "gift_cards_user_idx" ON "gift_cards" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_gift_card_unique" ON "ledger_accounts" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_gift_card" CHECK (("ledger_accounts"."kind" = 'gift_card') = ("ledger_accounts"."gift_card_id" is not null));