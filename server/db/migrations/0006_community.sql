-- Community (issue 13 §1): posts of three boards, pictures, replies, likes, clippings, survey
-- options and votes, reports, views and shares. Tables: server/community/tables.ts; API:
-- docs/api.md "Community". Counters live on the rows they count (no counting per request).
CREATE TABLE "community_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"community_type" varchar(10) NOT NULL,
	"member_id" integer NOT NULL,
	"title" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"board_date" date NOT NULL,
	"thumbnail_url" text,
	"image_count" smallint DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"clip_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"accepted_reply_id" integer,
	"survey_end_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"chosung" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "community_posts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "community_posts_type_check" CHECK ("community_type" in ('DASHBOARD', 'QNA', 'SURVEY')),
	CONSTRAINT "community_posts_counts_check" CHECK ("like_count" >= 0 and "reply_count" >= 0 and "view_count" >= 0 and "clip_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "community_posts_visible_created_at_idx" ON "community_posts" ("created_at") WHERE "deleted_at" is null and not "is_hidden";
--> statement-breakpoint
CREATE INDEX "community_posts_type_created_at_idx" ON "community_posts" ("community_type", "created_at") WHERE "deleted_at" is null and not "is_hidden";
--> statement-breakpoint
CREATE INDEX "community_posts_type_board_date_idx" ON "community_posts" ("community_type", "board_date") WHERE "deleted_at" is null and not "is_hidden";
--> statement-breakpoint
CREATE INDEX "community_posts_member_id_created_at_idx" ON "community_posts" ("member_id", "created_at");
--> statement-breakpoint
CREATE TABLE "community_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"post_id" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"source" varchar(6) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"data" bytea,
	"art" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "community_images_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_images_source_check" CHECK (("source" = 'UPLOAD') = ("data" is not null))
);
--> statement-breakpoint
CREATE INDEX "community_images_post_id_sort_order_idx" ON "community_images" ("post_id", "sort_order");
--> statement-breakpoint
CREATE INDEX "community_images_unused_idx" ON "community_images" ("created_at") WHERE "post_id" is null;
--> statement-breakpoint
CREATE TABLE "community_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"body" varchar(500) NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "community_replies_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_replies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "community_replies_post_id_created_at_idx" ON "community_replies" ("post_id", "created_at");
--> statement-breakpoint
CREATE INDEX "community_replies_member_id_created_at_idx" ON "community_replies" ("member_id", "created_at");
--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_accepted_reply_id_community_replies_id_fk" FOREIGN KEY ("accepted_reply_id") REFERENCES "community_replies"("id") ON DELETE set null;
--> statement-breakpoint
CREATE TABLE "community_post_likes" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"is_liked" boolean DEFAULT true NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_post_id_member_id_pk" PRIMARY KEY ("post_id", "member_id"),
	CONSTRAINT "community_post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_post_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "community_post_likes_member_id_liked_at_idx" ON "community_post_likes" ("member_id", "liked_at");
--> statement-breakpoint
CREATE TABLE "community_reply_likes" (
	"reply_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reply_likes_reply_id_member_id_pk" PRIMARY KEY ("reply_id", "member_id"),
	CONSTRAINT "community_reply_likes_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "community_replies"("id") ON DELETE cascade,
	CONSTRAINT "community_reply_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "community_reply_likes_member_id_idx" ON "community_reply_likes" ("member_id");
--> statement-breakpoint
CREATE TABLE "community_clippings" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"clipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_clippings_post_id_member_id_pk" PRIMARY KEY ("post_id", "member_id"),
	CONSTRAINT "community_clippings_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_clippings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "community_clippings_member_id_clipped_at_idx" ON "community_clippings" ("member_id", "clipped_at");
--> statement-breakpoint
CREATE TABLE "community_survey_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"post_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"label" varchar(40) NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_survey_options_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "community_survey_options_post_id_sort_order_idx" ON "community_survey_options" ("post_id", "sort_order");
--> statement-breakpoint
CREATE TABLE "community_survey_votes" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_survey_votes_post_id_member_id_pk" PRIMARY KEY ("post_id", "member_id"),
	CONSTRAINT "community_survey_votes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_survey_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "community_survey_votes_option_id_community_survey_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "community_survey_options"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"post_id" integer NOT NULL,
	"reply_id" integer,
	"member_id" integer NOT NULL,
	"reason_code" varchar(10) NOT NULL,
	"reason_text" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_reports_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "community_replies"("id") ON DELETE cascade,
	CONSTRAINT "community_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "community_reports_reason_check" CHECK ("reason_code" in ('SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'ETC'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_post_member_idx" ON "community_reports" ("post_id", "member_id") WHERE "reply_id" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_reply_member_idx" ON "community_reports" ("reply_id", "member_id") WHERE "reply_id" is not null;
--> statement-breakpoint
CREATE TABLE "community_views" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"view_date" date NOT NULL,
	CONSTRAINT "community_views_post_id_member_id_view_date_pk" PRIMARY KEY ("post_id", "member_id", "view_date"),
	CONSTRAINT "community_views_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "community_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"post_id" integer NOT NULL,
	"member_id" integer,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_shares_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE cascade,
	CONSTRAINT "community_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "community_shares_post_id_idx" ON "community_shares" ("post_id");
