CREATE TABLE "product_import_images" (
	"import_id" text NOT NULL,
	"name" text NOT NULL,
	"webp" "bytea" NOT NULL,
	CONSTRAINT "product_import_images_import_id_name_pk" PRIMARY KEY("import_id","name")
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" text NOT NULL,
	"row" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"action" text,
	"state" text NOT NULL,
	"plan" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_id" text,
	CONSTRAINT "product_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "product_import_rows_state_check" CHECK ("product_import_rows"."state" in ('planned', 'refused', 'pending', 'applied', 'failed', 'skipped')),
	CONSTRAINT "product_import_rows_action_check" CHECK ("product_import_rows"."action" is null or "product_import_rows"."action" in ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"with_images" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"total_rows" integer NOT NULL,
	"create_rows" integer NOT NULL,
	"update_rows" integer NOT NULL,
	"refused_rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in ('checked', 'running', 'done', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "product_import_images" ADD CONSTRAINT "product_import_images_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_rows_state_idx" ON "product_import_rows" USING btree ("import_id","state","row");--> statement-breakpoint
CREATE INDEX "product_imports_status_idx" ON "product_imports" USING btree ("status","created_at");