CREATE TABLE "routine_results" (
	"result_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" integer,
	"answers" jsonb NOT NULL,
	"picks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_results" ADD CONSTRAINT "routine_results_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_results_code_idx" ON "routine_results" USING btree ("code");--> statement-breakpoint
CREATE INDEX "routine_results_member_idx" ON "routine_results" USING btree ("member_id","created_at");