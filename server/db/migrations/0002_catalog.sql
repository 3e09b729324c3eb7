-- The catalogue (issue 6): regions, stores, products, likes, recently viewed, purchases, limited
-- deals, planned exhibitions (period), events and their applications, season groups, banners,
-- notices, search keywords and short links.
CREATE TABLE "regions" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"short_name" varchar(10) NOT NULL,
	"description" text NOT NULL,
	"specialties" jsonb NOT NULL,
	"map_x" smallint NOT NULL,
	"map_y" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_code" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"place" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"introduction" text NOT NULL,
	"art" varchar(30) NOT NULL,
	"since_year" smallint NOT NULL,
	"base_like_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"chosung" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stores_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "regions"("code") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "stores_region_code_sort_order_idx" ON "stores" ("region_code", "sort_order");
--> statement-breakpoint
CREATE TABLE "products" (
	"product_no" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"local_category_code" varchar(32),
	"name" varchar(100) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"origin" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"stock" integer NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"prev_sales_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"recommend_score" integer DEFAULT 0 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"keywords" text NOT NULL,
	"search_text" text NOT NULL,
	"chosung" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade,
	CONSTRAINT "products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "categories"("code") ON DELETE cascade,
	CONSTRAINT "products_local_category_code_categories_code_fk" FOREIGN KEY ("local_category_code") REFERENCES "categories"("code") ON DELETE set null,
	CONSTRAINT "products_price_check" CHECK ("sale_price" > 0 and "sale_price" <= "list_price"),
	CONSTRAINT "products_stock_check" CHECK ("stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX "products_category_code_idx" ON "products" ("category_code");
--> statement-breakpoint
CREATE INDEX "products_local_category_code_idx" ON "products" ("local_category_code");
--> statement-breakpoint
CREATE INDEX "products_store_id_idx" ON "products" ("store_id");
--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" ("kind");
--> statement-breakpoint
CREATE TABLE "product_likes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "product_likes_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_likes_member_product_idx" ON "product_likes" ("member_id", "product_no");
--> statement-breakpoint
CREATE INDEX "product_likes_product_no_idx" ON "product_likes" ("product_no");
--> statement-breakpoint
CREATE TABLE "store_likes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "store_likes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_likes_member_store_idx" ON "store_likes" ("member_id", "store_id");
--> statement-breakpoint
CREATE INDEX "store_likes_store_id_idx" ON "store_likes" ("store_id");
--> statement-breakpoint
CREATE TABLE "recent_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_products_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "recent_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recent_products_member_product_idx" ON "recent_products" ("member_id", "product_no");
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"purchase_count" integer NOT NULL,
	"last_purchased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "purchases_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_member_product_idx" ON "purchases" ("member_id", "product_no");
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" text NOT NULL,
	"deal_price" integer NOT NULL,
	"discount_rate" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stock_total" integer NOT NULL,
	"stock_remaining" integer NOT NULL,
	"max_per_order" smallint DEFAULT 5 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deals_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade,
	CONSTRAINT "deals_period_check" CHECK ("end_at" > "start_at"),
	CONSTRAINT "deals_stock_check" CHECK ("stock_remaining" between 0 and "stock_total")
);
--> statement-breakpoint
CREATE INDEX "deals_end_at_idx" ON "deals" ("end_at");
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"theme" varchar(7) NOT NULL,
	"art" varchar(30) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_products" (
	"period_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "period_products_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE cascade,
	CONSTRAINT "period_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "period_products_period_product_idx" ON "period_products" ("period_id", "product_no");
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"content" jsonb NOT NULL,
	"theme" varchar(7) NOT NULL,
	"art" varchar(30) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"has_apply" boolean DEFAULT false NOT NULL,
	"apply_limit" integer,
	"announce_at" timestamp with time zone,
	"product_nos" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade,
	CONSTRAINT "event_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_event_member_idx" ON "event_applications" ("event_id", "member_id");
--> statement-breakpoint
CREATE TABLE "season_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"art" varchar(30) NOT NULL,
	"month_mask" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_groups_type_check" CHECK ("type" in ('DELICACY', 'OCCASION', 'RECOMMENDATION'))
);
--> statement-breakpoint
CREATE INDEX "season_groups_type_sort_order_idx" ON "season_groups" ("type", "sort_order");
--> statement-breakpoint
CREATE TABLE "season_group_products" (
	"group_id" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_group_products_group_id_season_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "season_groups"("id") ON DELETE cascade,
	CONSTRAINT "season_group_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "products"("product_no") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "season_group_products_group_product_idx" ON "season_group_products" ("group_id", "product_no");
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" text NOT NULL,
	"link_url" text NOT NULL,
	"theme" varchar(7) NOT NULL,
	"art" varchar(30) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_position_sort_order_idx" ON "banners" ("position", "sort_order");
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" varchar(10) NOT NULL,
	"title" varchar(150) NOT NULL,
	"content" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword" varchar(50) PRIMARY KEY NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"previous_rank" smallint,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"recommend_order" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
