DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_bn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_instructions_bn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_key("products"."name" || ' ' || "products"."description" || ' ' || coalesce("products"."name_bn", '') || ' ' || coalesce("products"."description_bn", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);