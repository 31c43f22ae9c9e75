CREATE TABLE "ingredient_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" integer,
	"input_text" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_reports" ADD CONSTRAINT "ingredient_reports_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_reports_code_idx" ON "ingredient_reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ingredient_reports_member_idx" ON "ingredient_reports" USING btree ("member_id","created_at");