CREATE TABLE "coupon_claims" (
	"claim_id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_member_coupon" UNIQUE("member_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"voucher_id" serial PRIMARY KEY NOT NULL,
	"voucher_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"voucher_name" text NOT NULL,
	"amount" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ordermain_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_amount_check" CHECK ("gift_vouchers"."amount" > 0 and "gift_vouchers"."min_spend" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_activities" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"activity_key" text NOT NULL,
	"title" text NOT NULL,
	"points" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_activities_points_check" CHECK ("point_activities"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_awards" (
	"award_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"award_key" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_awards_member_key" UNIQUE("member_id","award_key"),
	CONSTRAINT "point_awards_points_check" CHECK ("point_awards"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claim_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_coupon_idx" ON "coupon_claims" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_no_idx" ON "gift_vouchers" USING btree ("voucher_no");--> statement-breakpoint
CREATE INDEX "gift_vouchers_member_idx" ON "gift_vouchers" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_activities_key_idx" ON "point_activities" USING btree ("activity_key");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_claimed_check" CHECK ("coupons"."claimed_count" >= 0 and ("coupons"."claim_limit" is null or "coupons"."claimed_count" <= "coupons"."claim_limit"));