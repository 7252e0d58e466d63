CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"actor_id" text,
	"actor_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('received', 'damaged', 'counted', 'returned', 'sold', 'order_cancelled', 'order_returned', 'edited', 'imported')),
	CONSTRAINT "stock_movements_change_check" CHECK ("stock_movements"."change" <> 0),
	CONSTRAINT "stock_movements_stock_after_check" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"daily_digest" boolean NOT NULL,
	"digest_locale" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_settings_single_row_check" CHECK ("stock_settings"."id" = 'current'),
	CONSTRAINT "stock_settings_threshold_check" CHECK ("stock_settings"."low_stock_threshold" >= 0),
	CONSTRAINT "stock_settings_locale_check" CHECK ("stock_settings"."digest_locale" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "back_in_stock_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_channel_check" CHECK ("back_in_stock_requests"."channel" in ('email', 'sms')),
	CONSTRAINT "back_in_stock_requests_locale_check" CHECK ("back_in_stock_requests"."locale" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"low" integer NOT NULL,
	"sold_out" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_kind_check";--> statement-breakpoint
ALTER TABLE "outbound_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id","channel","recipient") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_recipient_idx" ON "back_in_stock_requests" USING btree ("channel","recipient");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_kind_check" CHECK ("outbound_messages"."kind" in ('placed', 'accepted', 'shipped', 'delivered', 'cancelled', 'refunded', 'owner_new_order', 'back_in_stock', 'low_stock_digest'));