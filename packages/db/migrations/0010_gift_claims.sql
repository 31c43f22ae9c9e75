CREATE TABLE "gift_claim_lines" (
	"claim_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"p_name" text NOT NULL,
	"p_spec" text DEFAULT '0' NOT NULL,
	CONSTRAINT "gift_claim_lines_claim_id_p_id_pk" PRIMARY KEY("claim_id","p_id"),
	CONSTRAINT "gift_claim_lines_quantity_check" CHECK ("gift_claim_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_claims" (
	"claim_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gift3_id" integer NOT NULL,
	"gift_type" integer NOT NULL,
	"period_key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_point_awards" (
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_point_awards_member_id_period_key_pk" PRIMARY KEY("member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "member_gift_products" (
	"gift3_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"p_name" text NOT NULL,
	"p_spec" text DEFAULT '0' NOT NULL,
	"gift3p_type" integer,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_gift_products_gift3_id_p_id_pk" PRIMARY KEY("gift3_id","p_id"),
	CONSTRAINT "member_gift_products_stock_check" CHECK ("member_gift_products"."stock" >= 0),
	CONSTRAINT "member_gift_products_section_check" CHECK ("member_gift_products"."gift3p_type" is null or "member_gift_products"."gift3p_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "member_gifts" (
	"gift3_id" serial PRIMARY KEY NOT NULL,
	"gift_type" integer NOT NULL,
	"level_ids" integer[] NOT NULL,
	"gift3_title" text NOT NULL,
	"gift3_subtitle" text DEFAULT '' NOT NULL,
	"gift3_content" text DEFAULT '' NOT NULL,
	"gift3_image" text DEFAULT '' NOT NULL,
	"gift3_image_mobile" text DEFAULT '' NOT NULL,
	"gift3_dt1" date NOT NULL,
	"gift3_dt2" date NOT NULL,
	"gift3_selectcount" integer DEFAULT 1 NOT NULL,
	"gift3_a_count" integer DEFAULT 0 NOT NULL,
	"gift3_b_count" integer DEFAULT 0 NOT NULL,
	"gift3_a_title" text DEFAULT '' NOT NULL,
	"gift3_b_title" text DEFAULT '' NOT NULL,
	"award_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_gifts_type_check" CHECK ("member_gifts"."gift_type" in (1, 2, 3, 4)),
	CONSTRAINT "member_gifts_counts_check" CHECK ("member_gifts"."gift3_selectcount" >= 0 and "member_gifts"."award_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_claim_lines" ADD CONSTRAINT "gift_claim_lines_claim_id_gift_claims_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."gift_claims"("claim_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_gift3_id_member_gifts_gift3_id_fk" FOREIGN KEY ("gift3_id") REFERENCES "public"."member_gifts"("gift3_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_point_awards" ADD CONSTRAINT "gift_point_awards_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_products" ADD CONSTRAINT "member_gift_products_gift3_id_member_gifts_gift3_id_fk" FOREIGN KEY ("gift3_id") REFERENCES "public"."member_gifts"("gift3_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_products" ADD CONSTRAINT "member_gift_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_claims_once_unique" ON "gift_claims" USING btree ("member_id","gift_type","period_key");--> statement-breakpoint
CREATE INDEX "gift_claims_member_idx" ON "gift_claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_gifts_type_idx" ON "member_gifts" USING btree ("gift_type","gift3_dt1");