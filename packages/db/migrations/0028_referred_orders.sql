CREATE TABLE "line_shopping_orders" (
	"ordermain_id" integer PRIMARY KEY NOT NULL,
	"ecid" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_amount" integer
);
--> statement-breakpoint
DROP INDEX "conversion_outbox_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_shopping_orders" ADD CONSTRAINT "line_shopping_orders_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_shopping_orders_created_at_idx" ON "line_shopping_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_outbox_order_kind_idx" ON "conversion_outbox" USING btree ("ordermain_id","kind");--> statement-breakpoint
-- Orders already delivered: the last change is the best record of when they arrived.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "ordermain_status" IN (6, 8, 11, 12) AND "delivered_at" IS NULL;--> statement-breakpoint
-- The reports read page views and clicks of a range of days: by kind, then time (every partition gets it).
CREATE INDEX IF NOT EXISTS "tracking_events_kind_occurred_at_idx" ON "tracking_events" USING btree ("kind", "occurred_at");
