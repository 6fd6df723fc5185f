ALTER TABLE "request_offers" ADD COLUMN "replaced_by_offer_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_replaced_by_offer_id_request_offers_id_fk" FOREIGN KEY ("replaced_by_offer_id") REFERENCES "public"."request_offers"("id") ON DELETE no action ON UPDATE no action;