-- Categories (a 2–3 level tree) and the operator settings table.
CREATE TABLE "categories" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"parent_code" varchar(32),
	"depth" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	CONSTRAINT "categories_parent_code_categories_code_fk" FOREIGN KEY ("parent_code") REFERENCES "categories"("code") ON DELETE cascade,
	CONSTRAINT "categories_depth_check" CHECK ("depth" between 1 and 3),
	CONSTRAINT "categories_root_check" CHECK (("depth" = 1) = ("parent_code" is null))
);
--> statement-breakpoint
CREATE INDEX "categories_parent_code_sort_order_idx" ON "categories" ("parent_code", "sort_order");
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
