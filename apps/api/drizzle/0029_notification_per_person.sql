DROP INDEX "notifications_event_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_kind_user" ON "notifications" USING btree ("event_id","kind","user_id");