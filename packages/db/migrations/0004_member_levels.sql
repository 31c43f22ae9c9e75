CREATE TABLE "member_levels" (
	"level_id" integer PRIMARY KEY NOT NULL,
	"level_name" text NOT NULL,
	"min_cash" integer NOT NULL
);
