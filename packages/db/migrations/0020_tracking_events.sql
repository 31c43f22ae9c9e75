CREATE TABLE "client_error_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component" text,
	"info" text,
	"path" text,
	"url" text,
	"ua" text,
	"reported_time" text,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_shopping_members" (
	"member_id" integer NOT NULL,
	"ecid" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_records" (
	"utm_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"visit_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"notification_id" text,
	"source" text,
	"referer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_shopping_members" ADD CONSTRAINT "line_shopping_members_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_records" ADD CONSTRAINT "utm_records_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_error_reports_fingerprint_idx" ON "client_error_reports" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "client_error_reports_last_seen_idx" ON "client_error_reports" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_shopping_members_member_ecid_idx" ON "line_shopping_members" USING btree ("member_id","ecid");--> statement-breakpoint
CREATE INDEX "utm_records_created_at_idx" ON "utm_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "utm_records_member_idx" ON "utm_records" USING btree ("member_id");--> statement-breakpoint
-- Written by hand (Drizzle does not model partitioned tables): the append-only event logs, one partition
-- a month (tracking_events_p202611 holds November 2026, UTC). The tracking module creates the partitions
-- ahead and drops those past the retention setting; nothing here creates one. BRIN indexes on the time:
-- rows arrive in time order, so a few pages of index serve any date range at almost no cost per insert.
CREATE TABLE "tracking_events" (
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"visit_id" text,
	"page" text NOT NULL,
	"referrer" text,
	"target" text,
	"screen_width" integer,
	"screen_height" integer,
	"x" integer,
	"y" integer,
	"stay_time_ms" integer,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"from" text,
	"source" text,
	"vtm_channel" text,
	"vtm_stat_id" text
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "tracking_events_occurred_at_idx" ON "tracking_events" USING brin ("occurred_at");
--> statement-breakpoint
CREATE TABLE "line_shopping_events" (
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"ecid" text NOT NULL,
	"member_id" integer,
	"visit_id" text,
	"products" jsonb
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "line_shopping_events_occurred_at_idx" ON "line_shopping_events" USING brin ("occurred_at");
