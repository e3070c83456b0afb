CREATE TABLE "queue_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"local_time" text NOT NULL,
	"platforms" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "quota_period" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "scheduled_tz" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "reconnect_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "queue_slots" ADD CONSTRAINT "queue_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_slots_user_time_idx" ON "queue_slots" USING btree ("user_id","weekday","local_time");