-- Every product gets its one default variant (docs/decisions/038). The variant takes the product's own id,
-- so what already names the product (cart lines, wishlist entries, order lines, browsers' saved carts)
-- names that variant without being rewritten.
INSERT INTO "product_variants" ("id", "product_id", "position", "options", "sku", "price", "stock", "shipping_weight")
SELECT "id", "id", 0, '[]'::jsonb, "sku", "price", "stock", "shipping_weight" FROM "products"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_id" WHERE "variant_id" IS NULL;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_id" WHERE "variant_id" IS NULL;--> statement-breakpoint
UPDATE "stock_movements" SET "variant_id" = "product_id"
WHERE "variant_id" IS NULL AND "product_id" IN (SELECT "id" FROM "product_variants");--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
-- A cart holds a variant once: the key moves from the product to the variant.
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");
