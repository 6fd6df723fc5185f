CREATE TABLE "carriage_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(3) NOT NULL,
	"up_to_km" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "carriage_bands_kind_check" CHECK ("carriage_bands"."kind" in ('pre', 'on')),
	CONSTRAINT "carriage_bands_positive_check" CHECK ("carriage_bands"."up_to_km" > 0 and "carriage_bands"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" varchar(3) NOT NULL,
	"rate_to_try" numeric(18, 6) NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "fx_rates_currency_date_pk" PRIMARY KEY("currency","date"),
	CONSTRAINT "fx_rates_positive_check" CHECK ("fx_rates"."rate_to_try" > 0)
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"mode" varchar(8) NOT NULL,
	"carrier" text NOT NULL,
	"origin" varchar(5) NOT NULL,
	"destination" varchar(5) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"transit_days" smallint NOT NULL,
	"free_days" smallint NOT NULL,
	"cut_off_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"rates" jsonb NOT NULL,
	"surcharges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_mode_check" CHECK ("tariffs"."mode" in ('SEA_LCL', 'SEA_FCL', 'AIR')),
	CONSTRAINT "tariffs_validity_check" CHECK ("tariffs"."valid_from" <= "tariffs"."valid_to"),
	CONSTRAINT "tariffs_days_check" CHECK ("tariffs"."transit_days" > 0 and "tariffs"."free_days" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carriage_bands_kind_km_idx" ON "carriage_bands" USING btree ("kind","up_to_km");--> statement-breakpoint
CREATE INDEX "tariffs_lane_idx" ON "tariffs" USING btree ("origin","destination","mode","valid_to");--> statement-breakpoint
CREATE INDEX "tariffs_destination_idx" ON "tariffs" USING btree ("destination","valid_to");