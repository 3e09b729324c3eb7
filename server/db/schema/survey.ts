import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members } from './members';

/**
 * Taste surveys (SPEC.md §3 "Survey template"): the active template is the one members answer.
 * Ids are stable numbers given by the seed (and by the operator for new templates), so that answers
 * keep pointing at the same questions.
 */
export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: integer('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('survey_templates_is_active_idx').on(table.isActive)],
);

export type SurveyAnswerType = 'TEXT' | 'IMAGE';

/** The questions of a template, in `sortOrder`; between `minimum` and `maximum` answers (default 1 and 1). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    answerType: varchar('answer_type', { length: 5 }).$type<SurveyAnswerType>().notNull(),
    minimum: smallint('minimum').notNull().default(1),
    maximum: smallint('maximum').notNull().default(1),
  },
  (table) => [
    index('survey_questions_template_id_sort_order_idx').on(table.templateId, table.sortOrder),
    check('survey_questions_answer_type_check', sql`${table.answerType} in ('TEXT', 'IMAGE')`),
    check('survey_questions_count_check', sql`${table.minimum} >= 1 and ${table.maximum} >= ${table.minimum}`),
  ],
);

/** The answers a question offers; IMAGE answers have a picture. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [index('survey_answers_question_id_sort_order_idx').on(table.questionId, table.sortOrder)],
);

/** A member's submission of a template: at most one per member and template (code 18 after). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('survey_responses_member_template_idx').on(table.memberId, table.templateId)],
);

/** The answers picked in a submission, one row per picked answer. */
export const surveyResponseAnswers = pgTable(
  'survey_response_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => surveyAnswers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('survey_response_answers_response_answer_idx').on(table.responseId, table.answerId),
    index('survey_response_answers_answer_id_idx').on(table.answerId),
  ],
);
