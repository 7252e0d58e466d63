CREATE TABLE "phone_code_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"client_ip" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_code_sends_phone_idx" ON "phone_code_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_client_idx" ON "phone_code_sends" USING btree ("client_ip","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_sent_idx" ON "phone_code_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "user_phone_number_reversed_idx" ON "user" USING btree (reverse("phone_number") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_unique" UNIQUE("phone_number");