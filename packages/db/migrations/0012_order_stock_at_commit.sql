ALTER TABLE "orders" ADD COLUMN "takes_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An order placed through checkout (takes_stock) takes the stock of its lines when its transaction
-- commits, in product-id order, never below 0: the hot product rows are locked only for the COMMIT, not
-- across the transaction's round trips (docs/decisions.md "Checkout throughput"). A claimed member gift's
-- line takes none (its stock is the gift's). A short product fails the COMMIT with SQLSTATE SH409 and
-- the product id as the error's detail.
CREATE FUNCTION "take_order_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
BEGIN
  FOR line IN
    SELECT "p_id", sum("ordersub_count")::int AS "units" FROM "order_lines"
    WHERE "ordermain_id" = NEW."ordermain_id" AND "line_kind" <> 'member_gift'
    GROUP BY "p_id" ORDER BY "p_id"
  LOOP
    UPDATE "products" SET "stock" = "stock" - line."units"
    WHERE "p_id" = line."p_id" AND "stock" >= line."units";
    IF NOT FOUND THEN
      RAISE EXCEPTION 'product % is short of stock', line."p_id"
        USING ERRCODE = 'SH409', DETAIL = line."p_id"::text;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_take_stock" AFTER INSERT ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."takes_stock")
  EXECUTE FUNCTION "take_order_stock"();
