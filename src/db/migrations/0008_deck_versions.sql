ALTER TABLE "presentations" ADD COLUMN "previous_version_id" uuid;--> statement-breakpoint
ALTER TABLE "summaries" ADD COLUMN "slide_model" jsonb;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_previous_version_id_presentations_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;