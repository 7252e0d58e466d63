CREATE TABLE "care_reminders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"locale" text NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_reminders_channel_check" CHECK ("care_reminders"."channel" in ('email', 'sms')),
	CONSTRAINT "care_reminders_locale_check" CHECK ("care_reminders"."locale" in ('en', 'bn')),
	CONSTRAINT "care_reminders_sms_phone_check" CHECK ("care_reminders"."channel" <> 'sms' or "care_reminders"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_kind_check";--> statement-breakpoint
ALTER TABLE "care_reminders" ADD CONSTRAINT "care_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_reminders_due_idx" ON "care_reminders" USING btree ("next_due_at") WHERE "care_reminders"."stopped_at" is null;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_kind_check" CHECK ("outbound_messages"."kind" in ('placed', 'accepted', 'shipped', 'delivered', 'cancelled', 'refunded', 'owner_new_order', 'back_in_stock', 'low_stock_digest', 'care_reminder'));