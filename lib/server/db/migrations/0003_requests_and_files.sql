CREATE TABLE "demand_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"tariff_id" varchar(16),
	"carrier" text NOT NULL,
	"transit_days" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"offer" jsonb NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_offers_source_check" CHECK ("demand_offers"."source" in ('instant', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(20),
	"user_id" varchar(64) NOT NULL,
	"company_id" integer,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"mode" varchar(8) NOT NULL,
	"origin" varchar(5) NOT NULL,
	"destination" varchar(5) NOT NULL,
	"ready_date" date NOT NULL,
	"search" jsonb NOT NULL,
	"approved_offer_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"idempotency_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demands_reference_unique" UNIQUE("reference"),
	CONSTRAINT "demands_status_check" CHECK ("demands"."status" in ('submitted', 'quoted', 'approved', 'converted', 'rejected', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" varchar(64) NOT NULL,
	"demand_id" integer,
	"file_name" varchar(255) NOT NULL,
	"media_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_offers" ADD CONSTRAINT "demand_offers_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_offers_demand_idx" ON "demand_offers" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demands_user_created_idx" ON "demands" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "demands_company_created_idx" ON "demands" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "demands_status_idx" ON "demands" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demands_user_idempotency_idx" ON "demands" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_demand_idx" ON "uploaded_files" USING btree ("demand_id");