ALTER TABLE "carrier_events" DROP CONSTRAINT "carrier_events_status_check";--> statement-breakpoint
ALTER TABLE "carrier_events" ADD COLUMN "dismissed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "carrier_events" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD COLUMN "dismiss_note" varchar(500);--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_status_check" CHECK ("carrier_events"."status" in ('applied', 'unmatched', 'ignored', 'superseded', 'dismissed'));