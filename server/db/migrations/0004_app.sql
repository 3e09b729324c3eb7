-- App calls (SPEC.md §7): the devices of the native apps and the web.
-- Maintenance and the app versions live in the settings table of 0000; short links in 0002's short_links.
CREATE TABLE "app_devices" (
	"device_uuid" varchar(100) PRIMARY KEY NOT NULL,
	"member_id" integer,
	"device_type" smallint,
	"os" varchar(10),
	"app_version" varchar(32),
	"ad_id" varchar(100),
	"ad_agreed" boolean DEFAULT false NOT NULL,
	"push_agreed" boolean DEFAULT true NOT NULL,
	"access_count" integer DEFAULT 0 NOT NULL,
	"last_access_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE set null,
	CONSTRAINT "app_devices_os_check" CHECK ("os" is null or "os" in ('android', 'ios'))
);
--> statement-breakpoint
CREATE INDEX "app_devices_member_id_idx" ON "app_devices" ("member_id");
