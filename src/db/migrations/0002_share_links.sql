ALTER TABLE "shares" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_presentation_recipient_idx" ON "shares" USING btree ("presentation_id",lower("recipient_email"));