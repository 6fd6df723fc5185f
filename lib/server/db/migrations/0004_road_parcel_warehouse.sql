CREATE TABLE "warehouse_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"receiving_per_pallet" integer NOT NULL,
	"storage_per_pallet_month" integer NOT NULL,
	"fulfilment_per_order" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_rates_positive_check" CHECK ("warehouse_rates"."receiving_per_pallet" >= 0 and "warehouse_rates"."storage_per_pallet_month" >= 0 and "warehouse_rates"."fulfilment_per_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tariffs" DROP CONSTRAINT "tariffs_mode_check";--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "service" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_rates_code_from_idx" ON "warehouse_rates" USING btree ("warehouse_code","valid_from");--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_mode_check" CHECK ("tariffs"."mode" in ('SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL'));