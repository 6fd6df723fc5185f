CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(8) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"name" varchar(80) NOT NULL,
	"scopes" jsonb NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(64),
	CONSTRAINT "api_keys_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_api_key_idx" ON "audit_log" USING btree ("api_key_id","created_at");