CREATE TABLE "tracking_alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"event_key" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_alert_deliveries_kind_check" CHECK ("tracking_alert_deliveries"."kind" in ('etaChanged', 'arrived', 'delivered', 'freeTimeEnding'))
);
--> statement-breakpoint
CREATE TABLE "tracking_alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"email" varchar(320) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_nonce" varchar(43) NOT NULL,
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_ip" varchar(64),
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_alert_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "tracking_alert_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "tracking_alert_subscriptions_status_check" CHECK ("tracking_alert_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "tracking_alert_deliveries" ADD CONSTRAINT "tracking_alert_deliveries_subscription_id_tracking_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tracking_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_alert_subscriptions" ADD CONSTRAINT "tracking_alert_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_alert_deliveries_event_idx" ON "tracking_alert_deliveries" USING btree ("subscription_id","kind","event_key");--> statement-breakpoint
CREATE INDEX "tracking_alert_deliveries_pending_idx" ON "tracking_alert_deliveries" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_alert_subscriptions_shipment_email_idx" ON "tracking_alert_subscriptions" USING btree ("shipment_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tracking_alert_subscriptions_email_idx" ON "tracking_alert_subscriptions" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "tracking_alert_subscriptions_status_idx" ON "tracking_alert_subscriptions" USING btree ("status","shipment_id");