CREATE TABLE "member_identities" (
	"identity_id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_roles" (
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "member_roles_member_id_role_pk" PRIMARY KEY("member_id","role")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"member_account" text,
	"member_mobile" text NOT NULL,
	"member_name" text DEFAULT '' NOT NULL,
	"member_birthday" date,
	"password_hash" text,
	"member_nowtier2025" integer DEFAULT 99 NOT NULL,
	"buytotal2025" integer DEFAULT 0 NOT NULL,
	"member_lineid" text,
	"member_fbid" text,
	"member_googleid" text,
	"line_binding_source" text,
	"line_picture_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "members_tier_check" CHECK ("members"."member_nowtier2025" in (0, 1, 2, 3, 99)),
	CONSTRAINT "members_buytotal_check" CHECK ("members"."buytotal2025" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"otp_id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"sms_id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text,
	"picture_url" text,
	"binding_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"category_slug" text NOT NULL,
	"category_path" text NOT NULL,
	"category_name" text NOT NULL,
	"category_description" text DEFAULT '' NOT NULL,
	"category_image" text DEFAULT '' NOT NULL,
	"category_sort" integer DEFAULT 0 NOT NULL,
	"category_show" integer DEFAULT 1 NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_category_id_p_id_pk" PRIMARY KEY("category_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "product_learns" (
	"p_id" integer NOT NULL,
	"learn_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_learns_p_id_learn_id_pk" PRIMARY KEY("p_id","learn_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"p_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "product_tags_p_id_tag_pk" PRIMARY KEY("p_id","tag")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"page_kind" text DEFAULT 'page' NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hero_image" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"noindex" integer DEFAULT 0 NOT NULL,
	"http_status" integer DEFAULT 200 NOT NULL,
	"faq_group" integer,
	"page_sort" integer DEFAULT 0 NOT NULL,
	"page_show" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"faq_id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"section_anchor" text DEFAULT '' NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_products" (
	"ingredient_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	CONSTRAINT "ingredient_products_ingredient_id_p_id_pk" PRIMARY KEY("ingredient_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"ingredient_id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"ingredient_name" text NOT NULL,
	"ingredient_latin" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"ingredient_function" text DEFAULT '' NOT NULL,
	"ingredient_category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ingredient_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"newscategory_id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"newscategory_slug" text NOT NULL,
	"newscategory_path" text NOT NULL,
	"newscategory_name" text NOT NULL,
	"newscategory_sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_category_links" (
	"newscategory_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	CONSTRAINT "news_category_links_newscategory_id_news_id_pk" PRIMARY KEY("newscategory_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "contact_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_type" text NOT NULL,
	"ordermain_sn" text DEFAULT '' NOT NULL,
	"contact_content" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"mail_to" text NOT NULL,
	"mail_subject" text NOT NULL,
	"mail_text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_purchases" (
	"purchase_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"ordermain_sn" text DEFAULT '' NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"sell_id" integer NOT NULL,
	"member_id" integer,
	"comment_name" text NOT NULL,
	"comment_stars" integer NOT NULL,
	"comment_content" text NOT NULL,
	"comment_images" text[] DEFAULT '{}' NOT NULL,
	"comment_allowed" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_notices" (
	"notice_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"sno" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "add_money_items" (
	"addmoney_id" serial PRIMARY KEY NOT NULL,
	"addmoney_title" text NOT NULL,
	"addmoney_money" integer NOT NULL,
	"p_id" integer NOT NULL,
	"trigger_type" text NOT NULL,
	"trigger_amount" integer DEFAULT 0 NOT NULL,
	"trigger_p_id" integer,
	"max_per_order" integer DEFAULT 1 NOT NULL,
	"addmoney_sort" integer DEFAULT 0 NOT NULL,
	"addmoney_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_events" (
	"bonus_id" serial PRIMARY KEY NOT NULL,
	"bonus_name" text NOT NULL,
	"bonus_description" text DEFAULT '' NOT NULL,
	"bonus_banner" text DEFAULT '' NOT NULL,
	"point_multiplier" numeric(4, 2) NOT NULL,
	"bonus_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dtc_personalize_steps" (
	"dtc_id" integer NOT NULL,
	"step" integer NOT NULL,
	"step_text" text NOT NULL,
	"advanced_step_text" text DEFAULT '' NOT NULL,
	"p_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dtc_personalize_steps_dtc_id_step_p_id_pk" PRIMARY KEY("dtc_id","step","p_id")
);
--> statement-breakpoint
CREATE TABLE "dtc_personalizes" (
	"dtc_id" serial PRIMARY KEY NOT NULL,
	"dtc_title" text NOT NULL,
	"dtc_intro" text DEFAULT '' NOT NULL,
	"skin_type" text NOT NULL,
	"trial_p_id" integer,
	"dtc_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_activities" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"activity_type" text NOT NULL,
	"activity_name" text NOT NULL,
	"activity_description" text DEFAULT '' NOT NULL,
	"activity_banner" text DEFAULT '' NOT NULL,
	"trigger_type" text NOT NULL,
	"trigger_value" integer DEFAULT 0 NOT NULL,
	"scope_type" text DEFAULT 'all' NOT NULL,
	"choose_count" integer DEFAULT 1 NOT NULL,
	"buy_count" integer DEFAULT 0 NOT NULL,
	"gift_count" integer DEFAULT 1 NOT NULL,
	"activity_sort" integer DEFAULT 0 NOT NULL,
	"activity_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_activity_categories" (
	"activity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "gift_activity_categories_activity_id_category_id_pk" PRIMARY KEY("activity_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "gift_activity_products" (
	"activity_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"role" text NOT NULL,
	"gift_stock" integer DEFAULT 0 NOT NULL,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_activity_products_activity_id_p_id_role_pk" PRIMARY KEY("activity_id","p_id","role")
);
--> statement-breakpoint
CREATE TABLE "match_pair_products" (
	"matchpair_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"zone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_pair_products_matchpair_id_p_id_pk" PRIMARY KEY("matchpair_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "match_pairs" (
	"matchpair_id" serial PRIMARY KEY NOT NULL,
	"matchpair_name" text NOT NULL,
	"matchpair_sale" numeric(4, 3) NOT NULL,
	"matchpair_description" text DEFAULT '' NOT NULL,
	"matchpair_banner" text DEFAULT '' NOT NULL,
	"matchpair_sort" integer DEFAULT 0 NOT NULL,
	"matchpair_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"exchange_id" serial PRIMARY KEY NOT NULL,
	"p_id" integer NOT NULL,
	"point" integer NOT NULL,
	"dpoint" integer DEFAULT 0 NOT NULL,
	"exchange_sort" integer DEFAULT 0 NOT NULL,
	"exchange_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_kit_items" (
	"routinekit_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"step" integer NOT NULL,
	"step_text" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "routine_kit_items_routinekit_id_p_id_pk" PRIMARY KEY("routinekit_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "routine_kits" (
	"routinekit_id" serial PRIMARY KEY NOT NULL,
	"routinekit_name" text NOT NULL,
	"routinekit_description" text DEFAULT '' NOT NULL,
	"routinekit_image" text DEFAULT '' NOT NULL,
	"routinekit_skin_type" text DEFAULT '' NOT NULL,
	"routinekit_price" integer NOT NULL,
	"routinekit_stock" integer DEFAULT 0 NOT NULL,
	"routinekit_sort" integer DEFAULT 0 NOT NULL,
	"routinekit_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_event_products" (
	"saleevent_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_event_products_saleevent_id_p_id_pk" PRIMARY KEY("saleevent_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "sale_event_tiers" (
	"saleevent_id" integer NOT NULL,
	"min_count" integer NOT NULL,
	"sale" numeric(4, 3) NOT NULL,
	CONSTRAINT "sale_event_tiers_saleevent_id_min_count_pk" PRIMARY KEY("saleevent_id","min_count")
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"saleevent_id" serial PRIMARY KEY NOT NULL,
	"saleevent_name" text NOT NULL,
	"saleevent_type" text NOT NULL,
	"saleevent_description" text DEFAULT '' NOT NULL,
	"saleevent_banner" text DEFAULT '' NOT NULL,
	"saleevent_sort" integer DEFAULT 0 NOT NULL,
	"saleevent_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threshold_activities" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"activity_title" text NOT NULL,
	"activity_description" text DEFAULT '' NOT NULL,
	"scope_type" text DEFAULT 'all' NOT NULL,
	"activity_sort" integer DEFAULT 0 NOT NULL,
	"activity_show" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threshold_activity_categories" (
	"activity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "threshold_activity_categories_activity_id_category_id_pk" PRIMARY KEY("activity_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "threshold_activity_products" (
	"activity_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	CONSTRAINT "threshold_activity_products_activity_id_p_id_pk" PRIMARY KEY("activity_id","p_id")
);
--> statement-breakpoint
CREATE TABLE "threshold_levels" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"gift_p_id" integer,
	"gift_stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_gallery" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_usage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "p_trial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "sell_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "sell_feature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "sell_effect" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "sell_application" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sells" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_learns" ADD CONSTRAINT "product_learns_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_learns" ADD CONSTRAINT "product_learns_learn_id_learns_learn_id_fk" FOREIGN KEY ("learn_id") REFERENCES "public"."learns"("learn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_products" ADD CONSTRAINT "ingredient_products_ingredient_id_ingredients_ingredient_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("ingredient_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_products" ADD CONSTRAINT "ingredient_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_parent_id_news_categories_newscategory_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("newscategory_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category_links" ADD CONSTRAINT "news_category_links_newscategory_id_news_categories_newscategory_id_fk" FOREIGN KEY ("newscategory_id") REFERENCES "public"."news_categories"("newscategory_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category_links" ADD CONSTRAINT "news_category_links_news_id_news_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("news_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_files" ADD CONSTRAINT "contact_files_contact_id_contact_messages_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_messages"("contact_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_p_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_purchases" ADD CONSTRAINT "member_purchases_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_purchases" ADD CONSTRAINT "member_purchases_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_sell_id_sells_sell_id_fk" FOREIGN KEY ("sell_id") REFERENCES "public"."sells"("sell_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_notices" ADD CONSTRAINT "restock_notices_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_notices" ADD CONSTRAINT "restock_notices_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_money_items" ADD CONSTRAINT "add_money_items_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_money_items" ADD CONSTRAINT "add_money_items_trigger_p_id_products_p_id_fk" FOREIGN KEY ("trigger_p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtc_personalize_steps" ADD CONSTRAINT "dtc_personalize_steps_dtc_id_dtc_personalizes_dtc_id_fk" FOREIGN KEY ("dtc_id") REFERENCES "public"."dtc_personalizes"("dtc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtc_personalize_steps" ADD CONSTRAINT "dtc_personalize_steps_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtc_personalizes" ADD CONSTRAINT "dtc_personalizes_trial_p_id_products_p_id_fk" FOREIGN KEY ("trial_p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_activity_categories" ADD CONSTRAINT "gift_activity_categories_activity_id_gift_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."gift_activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_activity_categories" ADD CONSTRAINT "gift_activity_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_activity_products" ADD CONSTRAINT "gift_activity_products_activity_id_gift_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."gift_activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_activity_products" ADD CONSTRAINT "gift_activity_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pair_products" ADD CONSTRAINT "match_pair_products_matchpair_id_match_pairs_matchpair_id_fk" FOREIGN KEY ("matchpair_id") REFERENCES "public"."match_pairs"("matchpair_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pair_products" ADD CONSTRAINT "match_pair_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_kit_items" ADD CONSTRAINT "routine_kit_items_routinekit_id_routine_kits_routinekit_id_fk" FOREIGN KEY ("routinekit_id") REFERENCES "public"."routine_kits"("routinekit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_kit_items" ADD CONSTRAINT "routine_kit_items_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_products" ADD CONSTRAINT "sale_event_products_saleevent_id_sale_events_saleevent_id_fk" FOREIGN KEY ("saleevent_id") REFERENCES "public"."sale_events"("saleevent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_products" ADD CONSTRAINT "sale_event_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_event_tiers" ADD CONSTRAINT "sale_event_tiers_saleevent_id_sale_events_saleevent_id_fk" FOREIGN KEY ("saleevent_id") REFERENCES "public"."sale_events"("saleevent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_activity_categories" ADD CONSTRAINT "threshold_activity_categories_activity_id_threshold_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."threshold_activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_activity_categories" ADD CONSTRAINT "threshold_activity_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_activity_products" ADD CONSTRAINT "threshold_activity_products_activity_id_threshold_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."threshold_activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_activity_products" ADD CONSTRAINT "threshold_activity_products_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_levels" ADD CONSTRAINT "threshold_levels_activity_id_threshold_activities_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."threshold_activities"("activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threshold_levels" ADD CONSTRAINT "threshold_levels_gift_p_id_products_p_id_fk" FOREIGN KEY ("gift_p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_provider_subject_unique" ON "member_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_provider_unique" ON "member_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_unique" ON "members" USING btree ("member_account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_unique" ON "members" USING btree ("member_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_lineid_unique" ON "members" USING btree ("member_lineid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_fbid_unique" ON "members" USING btree ("member_fbid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_googleid_unique" ON "members" USING btree ("member_googleid");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_purpose_idx" ON "otp_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_path_unique" ON "categories" USING btree ("category_path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_p_idx" ON "product_categories" USING btree ("p_id");--> statement-breakpoint
CREATE INDEX "product_learns_learn_idx" ON "product_learns" USING btree ("learn_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_unique" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_pages_aliases_idx" ON "content_pages" USING gin ("aliases");--> statement-breakpoint
CREATE INDEX "faq_entries_page_idx" ON "faq_entries" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "ingredient_products_p_idx" ON "ingredient_products" USING btree ("p_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_uid_unique" ON "ingredients" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "ingredients_name_trgm" ON "ingredients" USING gin ("ingredient_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_path_unique" ON "news_categories" USING btree ("newscategory_path");--> statement-breakpoint
CREATE INDEX "news_category_links_news_idx" ON "news_category_links" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "contact_files_contact_idx" ON "contact_files" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("mail_status");--> statement-breakpoint
CREATE INDEX "member_purchases_member_product_idx" ON "member_purchases" USING btree ("member_id","p_id");--> statement-breakpoint
CREATE INDEX "product_comments_sell_idx" ON "product_comments" USING btree ("sell_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_comments_member_sell_unique" ON "product_comments" USING btree ("sell_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restock_notices_member_product_unique" ON "restock_notices" USING btree ("member_id","p_id");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_activity_products_p_idx" ON "gift_activity_products" USING btree ("p_id");--> statement-breakpoint
CREATE INDEX "match_pair_products_p_idx" ON "match_pair_products" USING btree ("p_id");--> statement-breakpoint
CREATE INDEX "point_exchanges_p_idx" ON "point_exchanges" USING btree ("p_id");--> statement-breakpoint
CREATE INDEX "sale_event_products_p_idx" ON "sale_event_products" USING btree ("p_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threshold_levels_unique" ON "threshold_levels" USING btree ("activity_id","threshold","kind");