CREATE TABLE "activity_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"instance" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_slots_user_kind_idx" ON "activity_slots" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "activity_slots_instance_idx" ON "activity_slots" USING btree ("instance");