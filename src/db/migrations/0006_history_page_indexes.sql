DROP INDEX "presentations_user_created_idx";--> statement-breakpoint
CREATE INDEX "presentations_user_name_idx" ON "presentations" USING btree ("user_id",lower("original_name"),"id");--> statement-breakpoint
CREATE INDEX "presentations_user_created_idx" ON "presentations" USING btree ("user_id","created_at","id");