ALTER TABLE "blogs" ADD COLUMN "author_bn" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "tags_bn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_light" text GENERATED ALWAYS AS ((attributes ->> 'sunlightNeeds')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_watering" text GENERATED ALWAYS AS ((attributes ->> 'wateringFrequency')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_pet_friendly" text GENERATED ALWAYS AS ((attributes ->> 'petFriendly')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_difficulty" text GENERATED ALWAYS AS ((attributes ->> 'difficulty')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_size" text GENERATED ALWAYS AS ((attributes ->> 'size')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_place" text GENERATED ALWAYS AS ((attributes ->> 'indoorOutdoor')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_flowering" text GENERATED ALWAYS AS ((attributes ->> 'floweringSeason')) STORED;--> statement-breakpoint
CREATE INDEX "products_plant_facts_idx" ON "products" USING btree ("fact_light","fact_watering","fact_pet_friendly","fact_difficulty","fact_size","fact_place","fact_flowering","subcategory","price") WHERE "products"."category" = 'plants';