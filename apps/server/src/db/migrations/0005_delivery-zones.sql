CREATE TABLE "shipping_table" (
	"id" text PRIMARY KEY NOT NULL,
	"zones" jsonb NOT NULL,
	"default_fee" integer NOT NULL,
	"included_kg" integer NOT NULL,
	"per_extra_kg" integer NOT NULL,
	"free_delivery_from" integer,
	"cod_max_total" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_table_single_row_check" CHECK ("shipping_table"."id" = 'current'),
	CONSTRAINT "shipping_table_fees_check" CHECK ("shipping_table"."default_fee" >= 0 and "shipping_table"."per_extra_kg" >= 0 and "shipping_table"."included_kg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_weight" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_weight_check" CHECK ("products"."shipping_weight" >= 0);