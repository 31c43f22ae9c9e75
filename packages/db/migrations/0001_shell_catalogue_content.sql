CREATE TABLE "sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hot_products" (
	"p_id" integer PRIMARY KEY NOT NULL,
	"hot_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"p_id" serial PRIMARY KEY NOT NULL,
	"p_name" text NOT NULL,
	"p_img" text NOT NULL,
	"p_price" integer NOT NULL,
	"discounted_price" integer NOT NULL,
	"p_spec" text DEFAULT '' NOT NULL,
	"p_description" text DEFAULT '' NOT NULL,
	"series_slug" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"p_show" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sells" (
	"sell_id" serial PRIMARY KEY NOT NULL,
	"p_id" integer NOT NULL,
	"sell_name" text NOT NULL,
	"sell_image" text NOT NULL,
	"href" text NOT NULL,
	"sell_keywords" text DEFAULT '' NOT NULL,
	"comments_total" integer DEFAULT 0 NOT NULL,
	"sell_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"series_slug" text PRIMARY KEY NOT NULL,
	"series_name" text NOT NULL,
	"series_description" text DEFAULT '' NOT NULL,
	"series_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_types" (
	"learntype2_id" serial PRIMARY KEY NOT NULL,
	"learntype2_name" text NOT NULL,
	"learntype2_rel2" text NOT NULL,
	"learntype2_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learns" (
	"learn_id" serial PRIMARY KEY NOT NULL,
	"learntype2_id" integer NOT NULL,
	"learn_name" text NOT NULL,
	"learn_rel3" text NOT NULL,
	"learn_image" text NOT NULL,
	"learn_summary" text DEFAULT '' NOT NULL,
	"learn_content" text DEFAULT '' NOT NULL,
	"learn_hot" integer DEFAULT 0 NOT NULL,
	"learn_views" integer DEFAULT 0 NOT NULL,
	"learn_show" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"banner_title" text NOT NULL,
	"banner_image" text NOT NULL,
	"banner_mobile_image" text NOT NULL,
	"banner_link" text NOT NULL,
	"banner_width" integer NOT NULL,
	"banner_height" integer NOT NULL,
	"banner_sort" integer DEFAULT 0 NOT NULL,
	"banner_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_videos" (
	"video_id" serial PRIMARY KEY NOT NULL,
	"video_title" text NOT NULL,
	"video_description" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"video_poster" text NOT NULL,
	"video_active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injection_points" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"target_element" text NOT NULL,
	"style" text,
	"current_content" text NOT NULL,
	"active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_redirects" (
	"php_file" text PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_menus" (
	"mainmenu_id" integer PRIMARY KEY NOT NULL,
	"mainmenu_name" text NOT NULL,
	"mainmenu_link" text,
	"mainmenu_category_page_link" text,
	"mainmenu_sort" integer DEFAULT 0 NOT NULL,
	"mainmenu_show" integer DEFAULT 1 NOT NULL,
	"mainmenu_image1" text,
	"mainmenu_image1_alt" text,
	"mainmenu_image1_title" text,
	"mainmenu_image1_subtitle" text,
	"mainmenu_image1_link" text,
	"mainmenu_image1_sublink" text,
	"mainmenu_mobile_image1" text,
	"mainmenu_image2" text,
	"mainmenu_image2_alt" text,
	"mainmenu_image2_title" text,
	"mainmenu_image2_subtitle" text,
	"mainmenu_image2_link" text,
	"mainmenu_image2_sublink" text,
	"mainmenu_mobile_image2" text,
	"mainmenu_image3" text,
	"mainmenu_image3_alt" text,
	"mainmenu_image3_title" text,
	"mainmenu_image3_subtitle" text,
	"mainmenu_image3_link" text,
	"mainmenu_image3_sublink" text,
	"mainmenu_mobile_image3" text,
	"mainmenu_image4" text,
	"mainmenu_image4_alt" text,
	"mainmenu_image4_title" text,
	"mainmenu_image4_subtitle" text,
	"mainmenu_image4_link" text,
	"mainmenu_image4_sublink" text,
	"mainmenu_mobile_image4" text,
	"mainmenu_image5" text,
	"mainmenu_image5_alt" text,
	"mainmenu_image5_title" text,
	"mainmenu_image5_subtitle" text,
	"mainmenu_image5_link" text,
	"mainmenu_image5_sublink" text,
	"mainmenu_mobile_image5" text,
	"mainmenu_image6" text,
	"mainmenu_image6_alt" text,
	"mainmenu_image6_title" text,
	"mainmenu_image6_subtitle" text,
	"mainmenu_image6_link" text,
	"mainmenu_image6_sublink" text,
	"mainmenu_mobile_image6" text
);
--> statement-breakpoint
CREATE TABLE "news" (
	"news_id" serial PRIMARY KEY NOT NULL,
	"news_title" text NOT NULL,
	"news_img" text NOT NULL,
	"news_summary" text DEFAULT '' NOT NULL,
	"news_content" text DEFAULT '' NOT NULL,
	"news_date" timestamp with time zone DEFAULT now() NOT NULL,
	"news_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewrites" (
	"rewrite_id" serial PRIMARY KEY NOT NULL,
	"href" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target_path" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "small_carousels" (
	"carousel_id" serial PRIMARY KEY NOT NULL,
	"carousel_title" text NOT NULL,
	"carousel_image" text NOT NULL,
	"carousel_link" text NOT NULL,
	"carousel_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_menus" (
	"submenu_id" serial PRIMARY KEY NOT NULL,
	"mainmenu_id" integer NOT NULL,
	"submenu_name" text NOT NULL,
	"submenu_link" text NOT NULL,
	"submenu_sort" integer DEFAULT 0 NOT NULL,
	"submenu_open" integer DEFAULT 1 NOT NULL,
	"submenu_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_products" ADD CONSTRAINT "hot_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_slug_series_series_slug_fk" FOREIGN KEY ("series_slug") REFERENCES "public"."series"("series_slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sells" ADD CONSTRAINT "sells_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learns" ADD CONSTRAINT "learns_learntype2_id_learn_types_learntype2_id_fk" FOREIGN KEY ("learntype2_id") REFERENCES "public"."learn_types"("learntype2_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_mainmenu_id_main_menus_mainmenu_id_fk" FOREIGN KEY ("mainmenu_id") REFERENCES "public"."main_menus"("mainmenu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series_slug");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("p_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sells_href_unique" ON "sells" USING btree ("href");--> statement-breakpoint
CREATE INDEX "sells_name_trgm" ON "sells" USING gin ("sell_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sells_keywords_trgm" ON "sells" USING gin ("sell_keywords" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "learn_types_rel2_unique" ON "learn_types" USING btree ("learntype2_rel2");--> statement-breakpoint
CREATE UNIQUE INDEX "learns_rel3_unique" ON "learns" USING btree ("learn_rel3");--> statement-breakpoint
CREATE INDEX "learns_name_trgm" ON "learns" USING gin ("learn_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "rewrites_href_unique" ON "rewrites" USING btree ("href");--> statement-breakpoint
CREATE INDEX "sub_menus_mainmenu_idx" ON "sub_menus" USING btree ("mainmenu_id");--> statement-breakpoint
CREATE INDEX "sub_menus_name_trgm" ON "sub_menus" USING gin ("submenu_name" gin_trgm_ops);