DROP INDEX "shipments_due_idx";--> statement-breakpoint
DROP INDEX "conversion_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
-- Rows still pending from before decision 132 keep their next try as a lease (no try before it); the app's
-- start gives each a job that starts then.
UPDATE "shipments" SET "leased_until" = "next_attempt_at" WHERE "shipment_state" = 'pending';--> statement-breakpoint
UPDATE "conversion_outbox" SET "leased_until" = "next_attempt_at" WHERE "state" = 'pending';--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "conversion_outbox" DROP COLUMN "next_attempt_at";