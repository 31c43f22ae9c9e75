CREATE TABLE "consultation_bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seat" smallint NOT NULL,
	"method" text NOT NULL,
	"skin_type" text NOT NULL,
	"concerns" text[] DEFAULT '{}' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contact_mobile" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "consultation_bookings_status_check" CHECK ("consultation_bookings"."status" in ('booked', 'cancelled', 'completed')),
	CONSTRAINT "consultation_bookings_seat_check" CHECK ("consultation_bookings"."seat" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_seat_unique" ON "consultation_bookings" USING btree ("starts_at","seat") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_member_unique" ON "consultation_bookings" USING btree ("member_id") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "consultation_bookings_member_idx" ON "consultation_bookings" USING btree ("member_id","starts_at");