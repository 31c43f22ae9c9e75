CREATE TABLE "member_tier_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_tier" integer NOT NULL,
	"to_tier" integer NOT NULL,
	"term_start" date NOT NULL,
	"spend" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tier_events_once" UNIQUE("member_id","kind","term_start"),
	CONSTRAINT "member_tier_events_kind_check" CHECK ("member_tier_events"."kind" in ('upgrade', 'renew', 'downgrade'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tier_term_start" date;--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "point_rate" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tier_events" ADD CONSTRAINT "member_tier_events_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tier_events_member_idx" ON "member_tier_events" USING btree ("member_id","created_at");