CREATE TABLE "gift_card_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"amounts" integer[] NOT NULL,
	"validity_days" integer DEFAULT 365 NOT NULL,
	CONSTRAINT "gift_card_designs_amounts" CHECK (cardinality("gift_card_designs"."amounts") >= 1 and 0 < all("gift_card_designs"."amounts")),
	CONSTRAINT "gift_card_designs_validity" CHECK ("gift_card_designs"."validity_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_type";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "line_index" integer;--> statement-breakpoint
ALTER TABLE "gift_card_designs" ADD CONSTRAINT "gift_card_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_designs_product_unique" ON "gift_card_designs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_order_item_unique" ON "gift_cards" USING btree ("order_item_id","line_index");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type" CHECK ("products"."type" in ('service', 'product', 'gift_card'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item" CHECK (("gift_cards"."order_item_id" is null) = ("gift_cards"."line_index" is null) and ("gift_cards"."line_index" is null or "gift_cards"."line_index" >= 0));