CREATE TABLE "ai_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"api_key_sealed" text,
	"api_key_hint" text,
	"use" text DEFAULT 'model' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avoid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prefer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emoji" text DEFAULT 'sparing' NOT NULL,
	"hashtags" text DEFAULT 'platform' NOT NULL,
	"own_hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sign_off" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voices" ADD CONSTRAINT "voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voices_user_idx" ON "voices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voices_one_default_idx" ON "voices" USING btree ("user_id") WHERE "voices"."is_default";