ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_kind_check";--> statement-breakpoint
ALTER TABLE "gift_claims" ADD COLUMN "ordermain_id" integer;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_claims_order_idx" ON "gift_claims" USING btree ("ordermain_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind_check" CHECK ("order_lines"."line_kind" in ('regular', 'addon', 'gift', 'point', 'member_gift'));