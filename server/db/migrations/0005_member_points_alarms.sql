-- Member data (issue 12): point balance, ledger and exchanges, alarms, the attendance game.
-- Rules (levels, exchange units, expiry): server/points/rules.ts; API: docs/api.md "Member data".
CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"auto_exchange" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "member_points_balance_check" CHECK ("balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"request_key" varchar(64),
	"kind" varchar(6) NOT NULL,
	"amount" integer NOT NULL,
	"shop_points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"exchanged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_exchanges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "point_exchanges_kind_check" CHECK ("kind" in ('MANUAL', 'AUTO')),
	CONSTRAINT "point_exchanges_amount_check" CHECK ("amount" > 0 and "shop_points" >= "amount"),
	CONSTRAINT "point_exchanges_request_key_check" CHECK (("kind" = 'MANUAL') = ("request_key" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_exchanges_member_request_key_idx" ON "point_exchanges" ("member_id", "request_key");
--> statement-breakpoint
CREATE INDEX "point_exchanges_member_id_exchanged_at_idx" ON "point_exchanges" ("member_id", "exchanged_at");
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"balance_after" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"exchange_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "point_ledger_exchange_id_point_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "point_exchanges"("id") ON DELETE set null,
	CONSTRAINT "point_ledger_amount_check" CHECK ("amount" <> 0),
	CONSTRAINT "point_ledger_balance_after_check" CHECK ("balance_after" >= 0),
	CONSTRAINT "point_ledger_expires_at_check" CHECK (("amount" > 0) = ("expires_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "point_ledger_member_id_created_at_idx" ON "point_ledger" ("member_id", "created_at");
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"alarm_type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link_path" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "alarms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "alarms_alarm_type_check" CHECK ("alarm_type" between 1 and 4)
);
--> statement-breakpoint
CREATE INDEX "alarms_member_id_created_at_idx" ON "alarms" ("member_id", "created_at");
--> statement-breakpoint
CREATE INDEX "alarms_member_id_unread_idx" ON "alarms" ("member_id") WHERE not "is_read";
--> statement-breakpoint
CREATE TABLE "attendance_stamps" (
	"member_id" integer NOT NULL,
	"stamp_date" date NOT NULL,
	"streak" smallint NOT NULL,
	"point" integer NOT NULL,
	"bonus_point" integer DEFAULT 0 NOT NULL,
	"stamped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_stamps_member_id_stamp_date_pk" PRIMARY KEY ("member_id", "stamp_date"),
	CONSTRAINT "attendance_stamps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "attendance_stamps_streak_check" CHECK ("streak" >= 1)
);
