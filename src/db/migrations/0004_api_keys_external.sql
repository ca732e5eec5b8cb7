CREATE TABLE "api_webhooks" (
	"presentation_id" uuid PRIMARY KEY NOT NULL,
	"api_key_id" uuid NOT NULL,
	"url" text NOT NULL,
	"queued_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "window_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_webhooks" ADD CONSTRAINT "api_webhooks_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_webhooks" ADD CONSTRAINT "api_webhooks_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_webhooks_unqueued_idx" ON "api_webhooks" USING btree ("created_at") WHERE "api_webhooks"."queued_at" is null;