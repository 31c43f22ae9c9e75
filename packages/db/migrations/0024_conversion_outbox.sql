CREATE TABLE "conversion_outbox" (
	"outbox_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sent_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD CONSTRAINT "conversion_outbox_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_outbox_order_idx" ON "conversion_outbox" USING btree ("ordermain_id");--> statement-breakpoint
CREATE INDEX "conversion_outbox_due_idx" ON "conversion_outbox" USING btree ("next_attempt_at") WHERE "conversion_outbox"."state" = 'pending';