CREATE TABLE "company_names" (
	"tax_number" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_use_id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ordermain_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_uses_order_key" UNIQUE("ordermain_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_name" text NOT NULL,
	"coupon_kind" text NOT NULL,
	"coupon_value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"member_id" integer,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."coupon_kind" in ('amount', 'rate')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."coupon_value" > 0 and ("coupons"."coupon_kind" = 'amount' or "coupons"."coupon_value" < 100)),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."used_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ordermain_id" integer,
	"expires_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_member_seq" UNIQUE("member_id","seq"),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "donation_organisations" (
	"donate_code" text PRIMARY KEY NOT NULL,
	"donate_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_tracks" (
	"track" text NOT NULL,
	"period" text NOT NULL,
	"start_no" integer NOT NULL,
	"end_no" integer NOT NULL,
	"next_no" integer NOT NULL,
	CONSTRAINT "invoice_tracks_key" UNIQUE("track","period"),
	CONSTRAINT "invoice_tracks_range_check" CHECK ("invoice_tracks"."next_no" between "invoice_tracks"."start_no" and "invoice_tracks"."end_no" + 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"provider" text NOT NULL,
	"invoice_number" text NOT NULL,
	"track" text NOT NULL,
	"random_number" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"allowance_amount" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('issued', 'voided', 'allowance')),
	CONSTRAINT "invoices_allowance_check" CHECK ("invoices"."allowance_amount" between 0 and "invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"ordersub_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"p_id" integer NOT NULL,
	"p_name" text NOT NULL,
	"p_price" integer NOT NULL,
	"list_price" integer NOT NULL,
	"ordersub_count" integer NOT NULL,
	"line_kind" text DEFAULT 'regular' NOT NULL,
	"offer_ref" text,
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."ordersub_count" > 0 and "order_lines"."p_price" >= 0),
	CONSTRAINT "order_lines_kind_check" CHECK ("order_lines"."line_kind" in ('regular', 'addon', 'gift', 'point'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"ordermain_id" serial PRIMARY KEY NOT NULL,
	"ordermain_sn" text NOT NULL,
	"member_id" integer NOT NULL,
	"ordermain_status" integer DEFAULT 0 NOT NULL,
	"ordermain_dt1" timestamp with time zone DEFAULT now() NOT NULL,
	"merchandise_total" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"addon_total" integer DEFAULT 0 NOT NULL,
	"freight" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"credit_used" integer DEFAULT 0 NOT NULL,
	"ordermain_total" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"ispoints" boolean DEFAULT false NOT NULL,
	"coupon_id" integer,
	"ship_method" text NOT NULL,
	"recipient_name" text NOT NULL,
	"ordermain_mobile" text NOT NULL,
	"ordermain_email" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"store_id" text,
	"store_name" text,
	"logistics_id" text,
	"pickup_number" text,
	"invoice_type" text NOT NULL,
	"carrier_num" text,
	"donate_code" text,
	"tax_number" text,
	"invoice_title" text,
	"pay_method" text NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_member_idempotency_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "orders_ship_method_check" CHECK ("orders"."ship_method" in ('home', 'seven', 'hk')),
	CONSTRAINT "orders_pay_method_check" CHECK ("orders"."pay_method" in ('sandbox', 'card', 'linepay', 'cod')),
	CONSTRAINT "orders_invoice_type_check" CHECK ("orders"."invoice_type" in ('member', 'mobile', 'citizen', 'donate', 'company')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."ordermain_total" >= 0 and "orders"."merchandise_total" >= 0 and "orders"."points_used" >= 0 and "orders"."credit_used" >= 0 and "orders"."freight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"ordermain_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"provider_transaction_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0 and "payments"."refunded_amount" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ordermain_id" integer,
	"expires_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_member_seq" UNIQUE("member_id","seq"),
	CONSTRAINT "point_ledger_balance_check" CHECK ("point_ledger"."balance_after" >= 0),
	CONSTRAINT "point_ledger_delta_check" CHECK ("point_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"amount" integer NOT NULL,
	"confirm_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_decision_check" CHECK ("sandbox_payments"."decision" in ('approve', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "seven_eleven_stores" (
	"store_id" text PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"zipcode" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_p_id_products_p_id_fk" FOREIGN KEY ("p_id") REFERENCES "public"."products"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_ordermain_id_orders_ordermain_id_fk" FOREIGN KEY ("ordermain_id") REFERENCES "public"."orders"("ordermain_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_member_idx" ON "coupon_uses" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("ordermain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_order_idx" ON "invoices" USING btree ("ordermain_id") WHERE "invoices"."state" <> 'voided';--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("ordermain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_sn_idx" ON "orders" USING btree ("ordermain_sn");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","ordermain_dt1");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."ordermain_status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ref_idx" ON "payments" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tx_idx" ON "payments" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("ordermain_id");--> statement-breakpoint
CREATE INDEX "point_ledger_order_idx" ON "point_ledger" USING btree ("ordermain_id");--> statement-breakpoint
CREATE INDEX "seven_eleven_stores_area_idx" ON "seven_eleven_stores" USING btree ("city","district");