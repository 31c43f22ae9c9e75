CREATE TABLE "campaign_signups" (
	"signup_id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"campaign_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"signup_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at"),
	CONSTRAINT "campaigns_capacity_check" CHECK ("campaigns"."capacity" is null or "campaigns"."capacity" >= 0),
	CONSTRAINT "campaigns_signup_count_check" CHECK ("campaigns"."signup_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_signups" ADD CONSTRAINT "campaign_signups_campaign_id_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_signups" ADD CONSTRAINT "campaign_signups_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_signups_campaign_mobile_unique" ON "campaign_signups" USING btree ("campaign_id","mobile");--> statement-breakpoint
CREATE INDEX "campaign_signups_member_idx" ON "campaign_signups" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_unique" ON "campaigns" USING btree ("slug");