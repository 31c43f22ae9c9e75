ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concerns" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types");--> statement-breakpoint
CREATE INDEX "products_concerns_idx" ON "products" USING gin ("concerns");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("discounted_price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
-- A shop seeded before this migration gets the skin types and concerns of each demo series (seed/catalogue.ts).
UPDATE "products" SET "skin_types" = CASE "series_slug"
  WHEN 'exfoliate' THEN ARRAY['oily','combination','normal']
  WHEN 'clinical' THEN ARRAY['normal','dry','combination']
  WHEN 'c-plus' THEN ARRAY['normal','combination','oily','dry']
  WHEN 'boost' THEN ARRAY['normal','combination','oily','dry']
  WHEN 'resist-oily' THEN ARRAY['oily','combination']
  WHEN 'resist-dry' THEN ARRAY['dry','normal']
  WHEN 'clear' THEN ARRAY['oily','combination']
  WHEN 'skin-balancing' THEN ARRAY['combination','oily']
  WHEN 'skin-recovery' THEN ARRAY['dry','sensitive']
  WHEN 'calm' THEN ARRAY['sensitive','dry','normal']
  WHEN 'omega+complex' THEN ARRAY['dry','sensitive']
  ELSE "skin_types" END,
"concerns" = CASE "series_slug"
  WHEN 'exfoliate' THEN ARRAY['pores','acne','dullness']
  WHEN 'clinical' THEN ARRAY['aging']
  WHEN 'c-plus' THEN ARRAY['dullness','aging']
  WHEN 'boost' THEN ARRAY['dullness','pores','aging']
  WHEN 'resist-oily' THEN ARRAY['aging','pores']
  WHEN 'resist-dry' THEN ARRAY['aging','dryness']
  WHEN 'clear' THEN ARRAY['acne','pores']
  WHEN 'skin-balancing' THEN ARRAY['pores']
  WHEN 'skin-recovery' THEN ARRAY['dryness','redness']
  WHEN 'calm' THEN ARRAY['redness','dryness']
  WHEN 'omega+complex' THEN ARRAY['dryness']
  ELSE "concerns" END
WHERE cardinality("skin_types") = 0 AND cardinality("concerns") = 0;
