// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../ui/test-utils/render-in-router';
import { DRAFT_NOTE, formatEffectiveDate, type InfoDocument } from './info-document';
import { InfoDocumentView } from './info-document-view';
import { marketingDocument } from './marketing-content';
import { privacyDocument } from './privacy-content';
import { termsDocument } from './terms-content';

const documents: [string, InfoDocument][] = [
  ['/terms', termsDocument],
  ['/privacy', privacyDocument],
  ['/marketing-info', marketingDocument],
];

describe.each(documents)('%s content', (_path, document) => {
  it('has sections with unique anchors a URL can carry', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('has an effective date that exists and text in every section', () => {
    expect(formatEffectiveDate(document.effectiveDate)).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
    for (const section of document.sections) expect(section.blocks.length, section.heading).toBeGreaterThan(0);
  });
});

describe('the documents say what a Korean reader looks for', () => {
  const headings = (document: InfoDocument) => document.sections.map((section) => section.heading).join('\n');

  it('terms: numbered articles from 제1조, then 부칙', () => {
    const articles = termsDocument.sections.filter((section) => section.heading.startsWith('제'));
    articles.forEach((section, index) => expect(section.heading.startsWith(`제${index + 1}조 (`)).toBe(true));
    expect(termsDocument.sections.at(-1)?.heading).toBe('부칙');
  });

  it('privacy: items, retention, third parties, outsourcing, rights and whom to ask', () => {
    for (const topic of ['수집하는 개인정보 항목', '보유 및 이용 기간', '제3자 제공', '위탁', '권리', '문의처']) {
      expect(headings(privacyDocument)).toContain(topic);
    }
  });

  it('marketing: purpose, items, period, channels, refusal and withdrawal of consent', () => {
    for (const topic of ['이용 목적', '이용 항목', '보유 및 이용 기간', '전송 방법', '거부할 권리', '철회']) {
      expect(headings(marketingDocument)).toContain(topic);
    }
  });
});

describe('formatEffectiveDate', () => {
  it('writes a calendar date in Korean without a time zone shift', () => {
    expect(formatEffectiveDate('2026-12-01')).toBe('2026년 12월 1일');
  });
});

describe('InfoDocumentView', () => {
  it('shows the draft note, the effective date and a table of contents linking every section', async () => {
    await renderInRouter(() => <InfoDocumentView document={privacyDocument} path="/privacy" />, { url: '/privacy', paths: ['/privacy'] });
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(DRAFT_NOTE);
    expect(screen.getByText('2026년 12월 1일').closest('time')?.getAttribute('dateTime')).toBe('2026-12-01');

    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(privacyDocument.sections.map((section) => section.heading));
    for (const [index, section] of privacyDocument.sections.entries()) {
      expect(links[index]?.getAttribute('href')).toBe(`/privacy#${section.id}`);
      // the link's target exists and is named by its heading
      const target = document.getElementById(section.id);
      expect(target?.tagName).toBe('SECTION');
      expect(target?.getAttribute('aria-labelledby')).toBe(`${section.id}-title`);
    }
    // tables keep their header cells for screen readers
    const table = screen.getByRole('table', { name: '수탁자와 위탁 업무' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['수탁자', '위탁 업무', '보유 기간']);
  });
});
