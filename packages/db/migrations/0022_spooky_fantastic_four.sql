CREATE TABLE "return_requests" (
	"return_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "return_requests_photos_check" CHECK (cardinality("return_requests"."photos") <= 3)
);
--> statement-breakpoint
DROP INDEX "seven_eleven_stores_area_idx";--> statement-breakpoint
ALTER TABLE "seven_eleven_stores" ADD COLUMN "chain" text DEFAULT 'seven' NOT NULL;--> statement-breakpoint
ALTER TABLE "seven_eleven_stores" DROP CONSTRAINT "seven_eleven_stores_pkey";--> statement-breakpoint
ALTER TABLE "seven_eleven_stores" ADD CONSTRAINT "seven_eleven_stores_chain_store_id_pk" PRIMARY KEY("chain","store_id");--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("ordermain_id");--> statement-breakpoint
CREATE INDEX "return_requests_state_idx" ON "return_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "seven_eleven_stores_area_idx" ON "seven_eleven_stores" USING btree ("chain","city","district");