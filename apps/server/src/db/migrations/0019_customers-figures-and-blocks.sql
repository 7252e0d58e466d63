CREATE TABLE "customer_order_figures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"returns" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"blocked_by_id" text,
	"blocked_by_name" text NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by_id" text,
	"lifted_by_name" text
);
--> statement-breakpoint
ALTER TABLE "customer_order_figures" ADD CONSTRAINT "customer_order_figures_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blocks" ADD CONSTRAINT "customer_blocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blocks" ADD CONSTRAINT "customer_blocks_blocked_by_id_user_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blocks" ADD CONSTRAINT "customer_blocks_lifted_by_id_user_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_blocks_open_idx" ON "customer_blocks" USING btree ("user_id") WHERE "customer_blocks"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_blocks_user_idx" ON "customer_blocks" USING btree ("user_id","blocked_at");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_search_idx" ON "user" USING gin (search_key("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_phone_reversed_idx" ON "user" USING btree (reverse("shipping_address" ->> 'phone') text_pattern_ops);--> statement-breakpoint
-- What an order adds to its customer's figures (docs/decisions/029): 1 order, its total when it counts as
-- sold (the reports' SOLD, reports-repository.ts: placed, paid or to be paid on delivery, not undone),
-- 1 return or 1 cancellation by its status. A change adds the new row's part and takes away the old one's.
CREATE FUNCTION order_sold_total(status text, payment_status text, total integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN status IN ('pending', 'accepted', 'shipped', 'delivered')
    AND payment_status NOT IN ('awaiting_payment', 'failed', 'refund_due', 'refunded') THEN total ELSE 0 END
$$;
--> statement-breakpoint
-- Once per statement, with every row it wrote (a bulk insert of 100 000 orders is one grouped upsert).
-- Differences, not recounts: the upsert adds to the row as it is when its lock is taken, so two
-- transactions ordering for one customer at once both count. A delete recomputes the last order's date.
CREATE FUNCTION customer_order_figures_follow() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE customer_order_figures AS f SET
      orders = f.orders - d.orders,
      spent = f.spent - d.spent,
      returns = f.returns - d.returns,
      cancellations = f.cancellations - d.cancellations,
      last_order_at = (SELECT max(o.created_at) FROM orders o WHERE o.user_id = f.user_id)
    FROM (
      SELECT user_id, count(*) AS orders, sum(order_sold_total(status, payment_status, total)) AS spent,
        count(*) FILTER (WHERE status = 'returned') AS returns,
        count(*) FILTER (WHERE status = 'cancelled') AS cancellations
      FROM old_rows GROUP BY user_id
    ) AS d
    WHERE f.user_id = d.user_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_order_figures AS f (user_id, orders, spent, last_order_at, returns, cancellations)
    SELECT user_id, count(*), sum(order_sold_total(status, payment_status, total)), max(created_at),
      count(*) FILTER (WHERE status = 'returned'), count(*) FILTER (WHERE status = 'cancelled')
    FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET
      orders = f.orders + excluded.orders,
      spent = f.spent + excluded.spent,
      last_order_at = greatest(f.last_order_at, excluded.last_order_at),
      returns = f.returns + excluded.returns,
      cancellations = f.cancellations + excluded.cancellations;
    RETURN NULL;
  END IF;
  -- An update counts only where what the figures read changed: the new row's part less the old one's.
  INSERT INTO customer_order_figures AS f (user_id, orders, spent, last_order_at, returns, cancellations)
  SELECT user_id, sum(sign), sum(sign * order_sold_total(status, payment_status, total)),
    max(created_at) FILTER (WHERE sign = 1), sum(sign * (status = 'returned')::int),
    sum(sign * (status = 'cancelled')::int)
  FROM (
    SELECT 1 AS sign, n.user_id, n.status, n.payment_status, n.total, n.created_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.user_id, n.status, n.payment_status, n.total) IS DISTINCT FROM (o.user_id, o.status, o.payment_status, o.total)
    UNION ALL
    SELECT -1, o.user_id, o.status, o.payment_status, o.total, o.created_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.user_id, n.status, n.payment_status, n.total) IS DISTINCT FROM (o.user_id, o.status, o.payment_status, o.total)
  ) AS changed
  GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    orders = f.orders + excluded.orders,
    spent = f.spent + excluded.spent,
    last_order_at = greatest(f.last_order_at, excluded.last_order_at),
    returns = f.returns + excluded.returns,
    cancellations = f.cancellations + excluded.cancellations;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_figures_insert AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_figures_follow();
--> statement-breakpoint
CREATE TRIGGER orders_customer_figures_update AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_figures_follow();
--> statement-breakpoint
CREATE TRIGGER orders_customer_figures_delete AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_order_figures_follow();
--> statement-breakpoint
-- The orders placed before.
INSERT INTO customer_order_figures (user_id, orders, spent, last_order_at, returns, cancellations)
SELECT user_id, count(*), sum(order_sold_total(status, payment_status, total)), max(created_at),
  count(*) FILTER (WHERE status = 'returned'), count(*) FILTER (WHERE status = 'cancelled')
FROM orders GROUP BY user_id;
