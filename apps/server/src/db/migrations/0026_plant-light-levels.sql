-- Issue 25: a plant's light is one of four levels (low, medium, bright-indirect, full-sun) instead of the
-- old words; each old word becomes the level it meant (OLD_LIGHT_WORDS in packages/shared/src/plant-facts.ts).
-- A plant stored without one of the facts the listing filters by gets the default the pages already showed
-- for it (CATEGORY_DEFAULTS.plants as of this migration); before flowering seasons existed, 'none'.
UPDATE "products"
SET "attributes" = "attributes" || jsonb_build_object('sunlightNeeds',
  CASE "attributes"->>'sunlightNeeds'
    WHEN 'shade' THEN 'low'
    WHEN 'partial-sun' THEN 'medium'
    WHEN 'indirect-light' THEN 'bright-indirect'
    ELSE "attributes"->>'sunlightNeeds'
  END)
WHERE "category" = 'plants' AND "attributes" ? 'sunlightNeeds';--> statement-breakpoint
UPDATE "products"
SET "attributes" = jsonb_build_object(
    'sunlightNeeds', 'full-sun',
    'wateringFrequency', 'daily',
    'size', 'medium',
    'difficulty', 'easy',
    'indoorOutdoor', 'both',
    'petFriendly', false,
    'floweringSeason', 'none'
  ) || "attributes"
WHERE "category" = 'plants';
