CREATE TABLE "stock_adjustments" (
	"adjustment_id" serial PRIMARY KEY NOT NULL,
	"p_id" integer NOT NULL,
	"staff_id" integer,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_delta_check" CHECK ("stock_adjustments"."delta" <> 0),
	CONSTRAINT "stock_adjustments_stock_after_check" CHECK ("stock_adjustments"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_product_idx" ON "stock_adjustments" USING btree ("p_id","adjustment_id");