CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"recipient_mobile" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"gender" text,
	"message" text,
	"locale" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "gifts_status" CHECK ("gifts"."status" in ('waiting', 'scheduled', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "gifts_locale" CHECK ("gifts"."locale" in ('ar', 'en'))
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_order_unique" ON "gifts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gifts_recipient_idx" ON "gifts" USING btree ("recipient_mobile");--> statement-breakpoint
CREATE INDEX "gifts_sender_created_idx" ON "gifts" USING btree ("sender_user_id","created_at");