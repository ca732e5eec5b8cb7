CREATE TABLE "email_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ALTER COLUMN "target_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_hash_idx" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
-- Hand-written (issue 25, item 10): an account that claimed two links to one item at once holds it twice.
-- Its earliest claim is kept; the later ones go back to unclaimed, as a second claim made after the first
-- is refused ("already claimed") and leaves its link unclaimed.
UPDATE "shares" SET "claimed_by_user_id" = NULL, "claimed_at" = NULL WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (
			PARTITION BY "presentation_id", "claimed_by_user_id" ORDER BY "claimed_at" NULLS LAST, "created_at", "id"
		) AS "n"
		FROM "shares" WHERE "claimed_by_user_id" IS NOT NULL
	) AS "claims" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "shares_presentation_claimed_by_idx" ON "shares" USING btree ("presentation_id","claimed_by_user_id");