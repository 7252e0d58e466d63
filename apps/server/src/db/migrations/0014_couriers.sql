CREATE TABLE "courier_places" (
	"courier" text NOT NULL,
	"level" text NOT NULL,
	"place_id" integer NOT NULL,
	"courier_place_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_places_courier_level_place_id_pk" PRIMARY KEY("courier","level","place_id"),
	CONSTRAINT "courier_places_level_check" CHECK ("courier_places"."level" in ('district', 'upazila'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_courier_poll_idx" ON "orders" USING btree ("courier_checked_at") WHERE "orders"."consignment_id" is not null and "orders"."status" in ('accepted', 'shipped');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_status_check" CHECK ("orders"."courier_status" in ('booked', 'in_transit', 'on_hold', 'delivered', 'partly_delivered', 'returned', 'cancelled'));