ALTER TABLE "orders" DROP CONSTRAINT "orders_ship_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_method_check" CHECK ("orders"."ship_method" in ('home', 'seven', 'family', 'hilife', 'hk'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_ship_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_method_check" CHECK ("orders"."ship_method" in ('home', 'seven', 'family', 'hilife', 'hk'));
