/**
 * The shape of the static information pages (/terms, /privacy, /marketing-info): plain data,
 * rendered by React (no HTML strings), one file per document so each loads with its own route.
 */
export type InfoBlock =
  | { kind: 'p'; text: string }
  /** numbered clauses: ① ② … are part of the text, as Korean terms write them */
  | { kind: 'clauses'; items: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

export interface InfoSection {
  /** the anchor of the table of contents: lowercase letters, digits and '-' */
  id: string;
  /** '제1조 (목적)', '1. 수집하는 개인정보 항목' */
  heading: string;
  blocks: readonly InfoBlock[];
}

export interface InfoDocument {
  /** the page title (h1), the same as the route's */
  title: string;
  /** YYYY-MM-DD, Korea's calendar */
  effectiveDate: string;
  /** paragraphs before the first section */
  intro: readonly string[];
  sections: readonly InfoSection[];
}

/** Every page says what it is until legal review signs it off. */
export const DRAFT_NOTE = '초안: 법무 검토 전 문서입니다.';

/** '2026-12-01' → '2026년 12월 1일' (the date is a calendar date: no time zone involved). */
export function formatEffectiveDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일`;
}
