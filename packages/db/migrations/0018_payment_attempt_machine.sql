ALTER TABLE "payments" DROP CONSTRAINT "payments_state_check";--> statement-breakpoint
-- Older open attempts of one order are given up, so the one-in-flight index can be built.
UPDATE "payments" AS p SET "state" = 'cancelled' WHERE p."state" = 'pending' AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."ordermain_id" = p."ordermain_id" AND q."state" = 'pending' AND q."payment_id" > p."payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_in_flight_idx" ON "payments" USING btree ("ordermain_id") WHERE "payments"."state" in ('pending', 'capturing');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'capturing', 'paid', 'failed', 'cancelled', 'refunded', 'refund_failed'));