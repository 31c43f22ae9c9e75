CREATE TABLE "order_refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"staff_id" integer,
	"amount" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"allowance_number" text,
	"points_reduced" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_state_check" CHECK ("order_refunds"."state" in ('pending', 'refunded', 'failed', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("ordermain_id");