CREATE TABLE "shipments" (
	"ordermain_id" integer PRIMARY KEY NOT NULL,
	"merchant_trade_no" text NOT NULL,
	"collect_amount" integer NOT NULL,
	"shipment_state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_trade_no_idx" ON "shipments" USING btree ("merchant_trade_no");--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("next_attempt_at") WHERE "shipments"."shipment_state" = 'pending';