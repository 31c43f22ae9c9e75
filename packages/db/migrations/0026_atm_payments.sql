ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "atm_bank_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "atm_account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "atm_pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_method_check" CHECK ("orders"."pay_method" in ('sandbox', 'card', 'applepay', 'googlepay', 'linepay', 'cod', 'atm', 'jkopay'));