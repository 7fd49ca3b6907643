ALTER TABLE "business_settings" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "address_building_number" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "address_district" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "address_postal_code" text;