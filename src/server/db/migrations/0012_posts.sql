CREATE TABLE "platform_pauses" (
	"platform" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid,
	"text" text NOT NULL,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "own_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_post_idx" ON "publications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "publications_live_idx" ON "publications" USING btree ("status","scheduled_at") WHERE status in ('scheduled', 'publishing');--> statement-breakpoint
-- Each earlier publish (the publications of one request share user, history item and time) becomes a post.
INSERT INTO "posts" ("id", "user_id", "content_id", "text", "created_at", "updated_at")
SELECT gen_random_uuid(), "user_id", "content_id", min("content"), "created_at", "created_at"
FROM "publications" GROUP BY "user_id", "content_id", "created_at";
--> statement-breakpoint
UPDATE "publications" p SET "post_id" = s."id", "published_at" = p."created_at", "updated_at" = p."created_at"
FROM "posts" s
WHERE s."user_id" = p."user_id" AND s."created_at" = p."created_at" AND s."content_id" IS NOT DISTINCT FROM p."content_id";
