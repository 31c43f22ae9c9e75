CREATE TABLE "body_test_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"result_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evergreen_trail_products" (
	"activity_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"point" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "evergreen_trail_products_activity_id_p_id_pk" PRIMARY KEY("activity_id","p_id"),
	CONSTRAINT "evergreen_trail_products_point_check" CHECK ("evergreen_trail_products"."point" > 0)
);
--> statement-breakpoint
CREATE TABLE "evergreen_trails" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"activity_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_per_product" integer DEFAULT 1 NOT NULL,
	"max_products" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evergreen_trails_window_check" CHECK ("evergreen_trails"."starts_at" < "evergreen_trails"."ends_at"),
	CONSTRAINT "evergreen_trails_limits_check" CHECK ("evergreen_trails"."max_per_product" > 0 and "evergreen_trails"."max_products" > 0)
);
--> statement-breakpoint
CREATE TABLE "face_test_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"skin_type" text,
	"q1" integer,
	"q2" integer,
	"selections" jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_test_records_kind_check" CHECK ("face_test_records"."kind" in ('standard', 'campaign_202509'))
);
--> statement-breakpoint
CREATE TABLE "shop_activities" (
	"activity_key" text PRIMARY KEY NOT NULL,
	"activity_title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"coupon_value" integer,
	"coupon_min_spend" integer DEFAULT 0 NOT NULL,
	"coupon_valid_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_activities_window_check" CHECK ("shop_activities"."starts_at" < "shop_activities"."ends_at"),
	CONSTRAINT "shop_activities_coupon_check" CHECK (("shop_activities"."coupon_value" is null) = ("shop_activities"."coupon_valid_days" is null) and ("shop_activities"."coupon_value" is null or ("shop_activities"."coupon_value" > 0 and "shop_activities"."coupon_valid_days" > 0)))
);
--> statement-breakpoint
ALTER TABLE "body_test_records" ADD CONSTRAINT "body_test_records_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evergreen_trail_products" ADD CONSTRAINT "evergreen_trail_products_activity_id_evergreen_trails_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."evergreen_trails"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evergreen_trail_products" ADD CONSTRAINT "evergreen_trail_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_test_records" ADD CONSTRAINT "face_test_records_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_test_records_member_idx" ON "body_test_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "face_test_records_member_idx" ON "face_test_records" USING btree ("member_id","created_at");