CREATE TABLE "shipment_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"container_number" varchar(11) NOT NULL,
	"container_type" varchar(4) NOT NULL,
	"seal_number" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "shipment_eta_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"previous_eta" timestamp with time zone NOT NULL,
	"new_eta" timestamp with time zone NOT NULL,
	"reason" varchar(24) NOT NULL,
	"note" text,
	"created_by" varchar(64),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_eta_changes_reason_check" CHECK ("shipment_eta_changes"."reason" in ('weather', 'portCongestion', 'vesselDelay', 'missedConnection', 'customsInspection', 'equipmentShortage', 'strike', 'scheduleImproved', 'other'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(20) NOT NULL,
	"reservation_id" integer,
	"user_id" varchar(64),
	"company_id" integer,
	"mode" varchar(8) NOT NULL,
	"origin" varchar(5) NOT NULL,
	"destination" varchar(5) NOT NULL,
	"carrier" text NOT NULL,
	"vessel" text,
	"voyage_number" varchar(12),
	"flight_number" varchar(8),
	"bill_of_lading" varchar(16),
	"air_waybill" varchar(12),
	"free_days" smallint DEFAULT 0 NOT NULL,
	"planned_eta" timestamp with time zone NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "shipments_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "shipments_bill_of_lading_unique" UNIQUE("bill_of_lading"),
	CONSTRAINT "shipments_air_waybill_unique" UNIQUE("air_waybill"),
	CONSTRAINT "shipments_mode_check" CHECK ("shipments"."mode" in ('SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL')),
	CONSTRAINT "shipments_free_days_check" CHECK ("shipments"."free_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"location" varchar(5),
	"planned_at" timestamp with time zone,
	"actual_at" timestamp with time zone,
	"public" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_milestones_code_check" CHECK ("tracking_milestones"."code" in ('booked', 'pickedUp', 'gateIn', 'loaded', 'departed', 'transshipment', 'arrived', 'discharged', 'customsCleared', 'outForDelivery', 'delivered')),
	CONSTRAINT "tracking_milestones_time_check" CHECK ("tracking_milestones"."planned_at" is not null or "tracking_milestones"."actual_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "voyages" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"vessel" text NOT NULL,
	"voyage_number" varchar(12) NOT NULL,
	"service" varchar(16) NOT NULL,
	"pol" varchar(5) NOT NULL,
	"pod" varchar(5) NOT NULL,
	"transshipment" varchar(5),
	"cut_off_at" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone NOT NULL,
	"eta" timestamp with time zone NOT NULL,
	"transit_days" smallint NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voyages_times_check" CHECK ("voyages"."cut_off_at" <= "voyages"."etd" and "voyages"."etd" < "voyages"."eta"),
	CONSTRAINT "voyages_transit_check" CHECK ("voyages"."transit_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_eta_changes" ADD CONSTRAINT "shipment_eta_changes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_eta_changes" ADD CONSTRAINT "shipment_eta_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_milestones" ADD CONSTRAINT "tracking_milestones_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_milestones" ADD CONSTRAINT "tracking_milestones_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_containers_number_idx" ON "shipment_containers" USING btree ("container_number","shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_containers_shipment_idx" ON "shipment_containers" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_eta_changes_shipment_idx" ON "shipment_eta_changes" USING btree ("shipment_id","changed_at");--> statement-breakpoint
CREATE INDEX "shipments_user_idx" ON "shipments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_company_idx" ON "shipments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_milestones_shipment_idx" ON "tracking_milestones" USING btree ("shipment_id","planned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voyages_sailing_idx" ON "voyages" USING btree ("carrier","voyage_number","pol","pod");--> statement-breakpoint
CREATE INDEX "voyages_lane_etd_idx" ON "voyages" USING btree ("pol","pod","etd");--> statement-breakpoint
CREATE INDEX "voyages_pod_etd_idx" ON "voyages" USING btree ("pod","etd");--> statement-breakpoint
CREATE INDEX "voyages_etd_idx" ON "voyages" USING btree ("etd");