-- Members, their sign-ins and nickname changes, token families with access and refresh tokens,
-- and the prohibited provider accounts.
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_user_id" varchar(64) NOT NULL,
	"email" varchar(320),
	"name" varchar(60),
	"nick_name" varchar(20),
	"gender" varchar(1),
	"birth_year" smallint,
	"cellphone" varchar(11),
	"push_agreed" boolean DEFAULT true NOT NULL,
	"ad_agreed" boolean DEFAULT false NOT NULL,
	"email_agreed" boolean DEFAULT false NOT NULL,
	"sms_agreed" boolean DEFAULT false NOT NULL,
	"marketing_agreed_at" timestamp with time zone,
	"survey_completed" boolean DEFAULT false NOT NULL,
	"retry_sign_in" boolean DEFAULT false NOT NULL,
	"ban_message" text,
	"banned_at" timestamp with time zone,
	"refresh_count" integer DEFAULT 0 NOT NULL,
	"shop_registered" boolean DEFAULT true NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	CONSTRAINT "members_provider_check" CHECK ("provider" in ('naver', 'apple'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_provider_user_idx" ON "members" ("provider", "provider_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "members_nick_name_idx" ON "members" (lower("nick_name"));
--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" (lower("email"));
--> statement-breakpoint
CREATE INDEX "members_cellphone_idx" ON "members" ("cellphone");
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_type" smallint NOT NULL,
	"device_type" smallint NOT NULL,
	"device_uuid" varchar(100),
	"click_key" varchar(200),
	"is_new_member" boolean NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "sign_ins_member_id_idx" ON "sign_ins" ("member_id");
--> statement-breakpoint
CREATE TABLE "nickname_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"nick_name" varchar(20) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nickname_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "nickname_changes_member_id_changed_at_idx" ON "nickname_changes" ("member_id", "changed_at");
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"device_uuid" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(20),
	CONSTRAINT "token_families_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "token_families_member_id_idx" ON "token_families" ("member_id");
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"forced_expired_at" timestamp with time zone,
	CONSTRAINT "access_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "token_families"("id") ON DELETE cascade,
	CONSTRAINT "access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "access_tokens_member_id_idx" ON "access_tokens" ("member_id");
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"member_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "token_families"("id") ON DELETE cascade,
	CONSTRAINT "refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_member_id_idx" ON "refresh_tokens" ("member_id");
--> statement-breakpoint
CREATE TABLE "prohibited_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"email" varchar(320),
	"name" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prohibited_accounts_provider_check" CHECK ("provider" in ('naver', 'apple')),
	CONSTRAINT "prohibited_accounts_match_check" CHECK ("email" is not null or "name" is not null)
);
--> statement-breakpoint
CREATE INDEX "prohibited_accounts_provider_idx" ON "prohibited_accounts" ("provider");
