CREATE TABLE "temp_cart_items" (
	"owner_key" text NOT NULL,
	"member_id" integer,
	"visit_id" text,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temp_cart_items_owner_key_product_id_pk" PRIMARY KEY("owner_key","product_id"),
	CONSTRAINT "temp_cart_items_quantity_check" CHECK ("temp_cart_items"."quantity" > 0),
	CONSTRAINT "temp_cart_items_owner_check" CHECK (("temp_cart_items"."member_id" is null) <> ("temp_cart_items"."visit_id" is null))
);
--> statement-breakpoint
ALTER TABLE "temp_cart_items" ADD CONSTRAINT "temp_cart_items_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_cart_items" ADD CONSTRAINT "temp_cart_items_product_id_products_p_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temp_cart_items_member_idx" ON "temp_cart_items" USING btree ("member_id");