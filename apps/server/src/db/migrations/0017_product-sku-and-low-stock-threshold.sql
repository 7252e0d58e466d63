CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
-- Every product a shop already has gets a readable SKU, numbered in the order the products were added
-- (PLT-0001, TOL-0002, ...); the sequence goes on from the last number, so new SKUs never repeat one.
WITH numbered AS (
  SELECT "id", "category", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "products"
)
UPDATE "products" AS p SET "sku" = (CASE numbered."category"
    WHEN 'plants' THEN 'PLT' WHEN 'tools' THEN 'TOL' WHEN 'soils' THEN 'SOL' WHEN 'fertilizers' THEN 'FRT' ELSE 'PRD'
  END) || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE numbered."id" = p."id";--> statement-breakpoint
SELECT setval('"public"."product_sku_seq"', (SELECT count(*) FROM "products") + 1, false);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);
