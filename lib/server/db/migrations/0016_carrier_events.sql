CREATE TABLE "carrier_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_credentials_carrier_unique" UNIQUE("carrier")
);
--> statement-breakpoint
CREATE TABLE "carrier_event_effects" (
	"shipment_id" integer NOT NULL,
	"effect_key" varchar(40) NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "carrier_event_effects_shipment_id_effect_key_pk" PRIMARY KEY("shipment_id","effect_key")
);
--> statement-breakpoint
CREATE TABLE "carrier_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"credential_id" integer NOT NULL,
	"event_type" varchar(10) NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"shipment_id" integer,
	"status" varchar(10) NOT NULL,
	"matched_by" varchar(100),
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_events_status_check" CHECK ("carrier_events"."status" in ('applied', 'unmatched', 'ignored', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "shipment_eta_changes" DROP CONSTRAINT "shipment_eta_changes_reason_check";--> statement-breakpoint
ALTER TABLE "tracking_milestones" ADD COLUMN "source" varchar(8) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_credentials" ADD CONSTRAINT "carrier_credentials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_event_effects" ADD CONSTRAINT "carrier_event_effects_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_credential_id_carrier_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."carrier_credentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_events_status_idx" ON "carrier_events" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "carrier_events_shipment_idx" ON "carrier_events" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "shipment_eta_changes" ADD CONSTRAINT "shipment_eta_changes_reason_check" CHECK ("shipment_eta_changes"."reason" in ('weather', 'portCongestion', 'vesselDelay', 'missedConnection', 'customsInspection', 'equipmentShortage', 'strike', 'scheduleImproved', 'carrierUpdate', 'other'));--> statement-breakpoint
ALTER TABLE "tracking_milestones" ADD CONSTRAINT "tracking_milestones_source_check" CHECK ("tracking_milestones"."source" in ('manual', 'carrier'));