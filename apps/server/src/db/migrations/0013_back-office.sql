CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_role" text,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('placed', 'status', 'payment', 'confirmation', 'delivery_attempt', 'returned', 'note', 'message', 'courier'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_reversed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "call_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_phone_reversed_idx" ON "orders" USING btree ("phone_reversed" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_district_created_idx" ON "orders" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_confirmation_idx" ON "orders" USING btree ("confirmation","created_at") WHERE "orders"."confirmation" is not null;--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total");--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (upper(right("id", 6)));--> statement-breakpoint
CREATE INDEX "orders_courier_consignment_idx" ON "orders" USING btree ("courier","consignment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmation_check" CHECK ("orders"."confirmation" in ('to_confirm', 'no_answer', 'confirmed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK ("orders"."cancel_reason" in ('customer_cancelled', 'fake', 'shopper_cancelled', 'shop_cancelled', 'payment_failed', 'payment_expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_reason_check" CHECK ("orders"."return_reason" in ('refused', 'unreachable', 'damaged', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'accepted', 'shipped', 'delivered', 'returned', 'cancelled'));--> statement-breakpoint
-- Orders placed before: their search columns from the shipping block, and pending cash-on-delivery ones in the confirmation queue.
UPDATE "orders" SET
  "phone" = coalesce("shipping"->>'phone', ''),
  "phone_reversed" = reverse(coalesce("shipping"->>'phone', '')),
  "customer_name" = coalesce("shipping"->>'name', ''),
  "email" = coalesce("shipping"->>'email', ''),
  "district_id" = CASE WHEN jsonb_typeof("shipping"->'districtId') = 'number' THEN ("shipping"->>'districtId')::integer END,
  "confirmation" = CASE WHEN "payment_method" = 'cod' AND "status" = 'pending' THEN 'to_confirm' END;
--> statement-breakpoint
-- A finer histogram of reversed phones: the planner then knows a search by a phone's last digits matches a
-- handful of orders and uses its index, instead of sometimes walking every order by date.
ALTER TABLE "orders" ALTER COLUMN "phone_reversed" SET STATISTICS 1000;
