-- Before, every ask of a refund was a row of its own, so a payment may have several live ones; the newest
-- stays live and the older ones are kept as superseded attempts.
UPDATE "refunds" AS r SET "status" = 'failed', "message" = coalesce(r."message" || ' ', '') || '(superseded by a later attempt)'
WHERE r."status" IN ('pending', 'succeeded') AND EXISTS (
  SELECT 1 FROM "refunds" AS n
  WHERE n."order_id" = r."order_id" AND coalesce(n."session_id", '') = coalesce(r."session_id", '')
    AND n."status" IN ('pending', 'succeeded') AND (n."created_at", n."id") > (r."created_at", r."id")
);--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_live_idx" ON "refunds" USING btree ("order_id",coalesce("session_id", '')) WHERE "refunds"."status" in ('requesting', 'pending', 'unknown', 'succeeded');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requesting', 'succeeded', 'pending', 'failed', 'unknown'));