CREATE TABLE "chat_activities" (
	"conversation_id" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"from_role" varchar(8) NOT NULL,
	"text" text,
	"activity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_activities_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq"),
	CONSTRAINT "chat_activities_role_check" CHECK ("chat_activities"."from_role" in ('user', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"chat_user_id" varchar(64) NOT NULL,
	"user_id" varchar(64),
	"locale" varchar(5) DEFAULT 'tr-TR' NOT NULL,
	"activity_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"company" varchar(160),
	"email" varchar(320) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"ip_address" varchar(64),
	"user_agent" varchar(400),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_length_check" CHECK (char_length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"slug_tr" varchar(160) NOT NULL,
	"slug_en" varchar(160) NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tr" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_tr" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"category" varchar(48),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" uuid,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"author_name" varchar(120),
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(64),
	"updated_by" varchar(64),
	"seed_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_status_check" CHECK ("content_entries"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"media_type" varchar(100) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"edited_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"token_nonce" varchar(64),
	"consent_at" timestamp with time zone NOT NULL,
	"consent_ip" varchar(64),
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "tariff_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"encoding" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" "bytea",
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_activities" ADD CONSTRAINT "chat_activities_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_content_entries_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_imports" ADD CONSTRAINT "tariff_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_last_activity_idx" ON "chat_conversations" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_tr_idx" ON "content_entries" USING btree ("kind","slug_tr");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_en_idx" ON "content_entries" USING btree ("kind","slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_seed_key_idx" ON "content_entries" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "content_entries_listing_idx" ON "content_entries" USING btree ("kind","status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_entry_idx" ON "content_revisions" USING btree ("content_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree (lower("email"));