-- Taste surveys: templates with their questions and answers, and the members' submissions.
CREATE TABLE "survey_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "survey_templates_is_active_idx" ON "survey_templates" ("is_active");
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"answer_type" varchar(5) NOT NULL,
	"minimum" smallint DEFAULT 1 NOT NULL,
	"maximum" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "survey_questions_template_id_survey_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "survey_templates"("id") ON DELETE cascade,
	CONSTRAINT "survey_questions_answer_type_check" CHECK ("answer_type" in ('TEXT', 'IMAGE')),
	CONSTRAINT "survey_questions_count_check" CHECK ("minimum" >= 1 and "maximum" >= "minimum")
);
--> statement-breakpoint
CREATE INDEX "survey_questions_template_id_sort_order_idx" ON "survey_questions" ("template_id", "sort_order");
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_url" text,
	CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "survey_questions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "survey_answers_question_id_sort_order_idx" ON "survey_answers" ("question_id", "sort_order");
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade,
	CONSTRAINT "survey_responses_template_id_survey_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "survey_templates"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_member_template_idx" ON "survey_responses" ("member_id", "template_id");
--> statement-breakpoint
CREATE TABLE "survey_response_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	CONSTRAINT "survey_response_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "survey_responses"("id") ON DELETE cascade,
	CONSTRAINT "survey_response_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "survey_questions"("id") ON DELETE cascade,
	CONSTRAINT "survey_response_answers_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "survey_answers"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_response_answers_response_answer_idx" ON "survey_response_answers" ("response_id", "answer_id");
--> statement-breakpoint
CREATE INDEX "survey_response_answers_answer_id_idx" ON "survey_response_answers" ("answer_id");
