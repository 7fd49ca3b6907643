-- ADR 0019: an order's sub_total is what its items cost with VAT before anything was taken off (it was that less the
-- VAT after discounts, so a promo code made it rise). Written from the order's own lines.
UPDATE "orders" SET "sub_total" = coalesce((SELECT sum("total_price") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 0);
