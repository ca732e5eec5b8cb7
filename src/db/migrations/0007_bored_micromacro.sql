ALTER TABLE "presentations" ADD COLUMN "summary_language" text;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "llm_model" text;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "llm_calls" integer;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "llm_input_tokens" integer;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "llm_output_tokens" integer;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "llm_used_at" timestamp with time zone;