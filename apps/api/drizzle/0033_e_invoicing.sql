CREATE TABLE "e_invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"icv" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"pih" text NOT NULL,
	"hash" text NOT NULL,
	"signed_xml" text NOT NULL,
	"qr" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reported_at" timestamp with time zone,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_documents_kind" CHECK ("e_invoice_documents"."kind" in ('invoice', 'credit_note', 'debit_note')),
	CONSTRAINT "e_invoice_documents_status" CHECK ("e_invoice_documents"."status" in ('pending', 'reported', 'not_reported')),
	CONSTRAINT "e_invoice_documents_icv" CHECK ("e_invoice_documents"."icv" >= 1),
	CONSTRAINT "e_invoice_documents_attempts" CHECK ("e_invoice_documents"."report_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "egs_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"serial_number" text NOT NULL,
	"csid_state" text DEFAULT 'none' NOT NULL,
	"certificate" text,
	"private_key_sealed" text,
	"secret_sealed" text,
	"csid_expires_at" timestamp with time zone,
	"last_icv" integer DEFAULT 0 NOT NULL,
	"last_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "egs_units_environment" CHECK ("egs_units"."environment" in ('developer-portal', 'simulation', 'core')),
	CONSTRAINT "egs_units_csid_state" CHECK ("egs_units"."csid_state" in ('none', 'compliance', 'production')),
	CONSTRAINT "egs_units_chain_head" CHECK ("egs_units"."last_icv" >= 0 and ("egs_units"."last_icv" = 0) = ("egs_units"."last_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_unit_id_egs_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."egs_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_unit_icv_unique" ON "e_invoice_documents" USING btree ("unit_id","icv");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_uuid_unique" ON "e_invoice_documents" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "e_invoice_documents_order" ON "e_invoice_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_order_invoice_unique" ON "e_invoice_documents" USING btree ("order_id") WHERE "e_invoice_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "e_invoice_documents_icv" ON "e_invoice_documents" USING btree ("icv");--> statement-breakpoint
CREATE INDEX "e_invoice_documents_status" ON "e_invoice_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "egs_units_serial_unique" ON "egs_units" USING btree ("serial_number");