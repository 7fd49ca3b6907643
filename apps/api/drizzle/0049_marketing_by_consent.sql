ALTER TABLE "messaging_consents" DROP CONSTRAINT "messaging_consents_source";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "marketing_messages" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_source" CHECK ("messaging_consents"."source" in ('signup', 'profile', 'whatsapp_stop', 'whatsapp_reply', 'sms_reply', 'sms_stop'));--> statement-breakpoint
-- Offers only with prior consent (PDPL art. 25, ADR 0068): an account whose "yes" was only the old default is off; one
-- whose number's last word on marketing is "in" (a START, or the profile's box) stays on.
UPDATE "users" SET "marketing_messages" = false
WHERE "marketing_messages" AND NOT EXISTS (
  SELECT 1 FROM "messaging_consents" c
  WHERE c."mobile" = "users"."mobile_number" AND c."marketing" = 'in'
    AND c."id" = (
      SELECT max(c2."id") FROM "messaging_consents" c2
      WHERE c2."mobile" = "users"."mobile_number" AND c2."marketing" IS NOT NULL
    )
);
