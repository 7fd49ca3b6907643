CREATE TABLE "e_invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cause" text NOT NULL,
	"amount" integer,
	"refund_to" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"document_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_requests_cause" CHECK ("e_invoice_requests"."cause" in ('sale', 'cancellation', 'refund')),
	CONSTRAINT "e_invoice_requests_state" CHECK ("e_invoice_requests"."state" in ('pending', 'issued', 'nothing')),
	CONSTRAINT "e_invoice_requests_issued" CHECK (("e_invoice_requests"."state" = 'issued') = ("e_invoice_requests"."document_id" is not null)),
	CONSTRAINT "e_invoice_requests_amount" CHECK (("e_invoice_requests"."cause" = 'refund') = ("e_invoice_requests"."amount" is not null and "e_invoice_requests"."amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "e_invoice_requests" ADD CONSTRAINT "e_invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_requests" ADD CONSTRAINT "e_invoice_requests_document_id_e_invoice_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."e_invoice_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoice_requests_order" ON "e_invoice_requests" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "e_invoice_requests_state" ON "e_invoice_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_requests_document_unique" ON "e_invoice_requests" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_requests_sale_unique" ON "e_invoice_requests" USING btree ("order_id") WHERE "e_invoice_requests"."cause" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_requests_cancellation_unique" ON "e_invoice_requests" USING btree ("order_id") WHERE "e_invoice_requests"."cause" = 'cancellation';--> statement-breakpoint
-- Invoices issued before requests existed (in the sale's own transaction, ADR 0047) are their sales' requests, issued:
-- a cancellation or refund of such an order is still credited (ADR 0050).
INSERT INTO "e_invoice_requests" ("order_id", "cause", "occurred_at", "state", "document_id", "resolved_at")
SELECT "order_id", 'sale', "issued_at", 'issued', "id", "created_at" FROM "e_invoice_documents"
WHERE "kind" = 'invoice' AND "order_id" IS NOT NULL ORDER BY "id";
