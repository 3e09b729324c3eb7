import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { scrollToHash } from '../../platform/page-lifecycle';
import { Page } from '../../ui/page';
import { DRAFT_NOTE, formatEffectiveDate, type InfoBlock, type InfoDocument } from './info-document';

export interface InfoDocumentViewProps {
  document: InfoDocument;
  /** the page's own path: the table of contents links to `path#section` */
  path: '/terms' | '/privacy' | '/marketing-info';
}

/**
 * An information page: the draft note and effective date, a table of contents whose entries
 * scroll to their section (SPEC.md §2: smoothly, 78px below the top, clear of the sticky header),
 * then the sections.
 */
export function InfoDocumentView({ document, path }: InfoDocumentViewProps) {
  const effective = formatEffectiveDate(document.effectiveDate);
  return (
    <Page title={document.title}>
      <div className={styles.top}>
        <p role="note" className={styles.draft}>
          <strong>{DRAFT_NOTE}</strong> 회사 정보와 연락처, 수탁 업체는 확정 전 값이에요.
        </p>
        <p className={styles.effective}>
          시행일 <time dateTime={document.effectiveDate}>{effective}</time>
        </p>
        {document.intro.map((text) => (
          <p key={text} className={styles.intro}>
            {text}
          </p>
        ))}
      </div>

      <nav aria-labelledby="info-toc-title" className={styles.toc}>
        <h2 id="info-toc-title" className={styles.tocTitle}>
          목차
        </h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <Link
                to={path}
                hash={section.id}
                replace
                resetScroll={false}
                // the app's hash scroll keeps the 78px offset; the router's own scrollIntoView would not
                hashScrollIntoView={false}
                // a second tap on the same entry changes no hash: scroll here as well
                onClick={() => scrollToHash(section.id)}
                className={styles.tocLink}
              >
                {section.heading}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </Page>
  );
}

function Block({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'p':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'clauses':
      return (
        <ol className={styles.clauses}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

const styles = {
  top: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '5' }),
  draft: css({
    paddingInline: '3.5',
    paddingBlock: '3',
    borderRadius: '10px',
    bg: 'orange.50',
    border: '1px solid token(colors.orange.200)',
    color: 'gray.800',
    fontSize: '13px',
    lineHeight: '1.55',
    wordBreak: 'keep-all',
    '& strong': { display: 'block', fontWeight: 'bold', color: 'red.800' },
  }),
  effective: css({ marginTop: '3', fontSize: '13px', color: 'gray.700', fontWeight: 'semibold' }),
  intro: css({ marginTop: '3', fontSize: '14px', lineHeight: '1.7', color: 'gray.800', wordBreak: 'keep-all' }),
  toc: css({ marginInline: '4', paddingInline: '4', paddingBlock: '4', borderRadius: '12px', bg: 'gray.100' }),
  tocTitle: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900', marginBottom: '2' }),
  tocList: css({ listStyle: 'none', display: 'grid', gap: '0.5' }),
  tocLink: css({
    display: 'flex',
    alignItems: 'center',
    minHeight: '36px',
    fontSize: '14px',
    color: 'gray.800',
    textDecoration: 'underline',
    textDecorationColor: 'gray.400',
    textUnderlineOffset: '3px',
    wordBreak: 'keep-all',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  body: css({ paddingInline: '4', paddingTop: '2', paddingBottom: '12' }),
  // HASH_SCROLL_OFFSET_PX, written out: Panda reads styles statically. The router's own
  // scrollIntoView (a shared link opened with its hash) then stops at the same place.
  section: css({ scrollMarginTop: '78px', paddingTop: '6' }),
  heading: css({ fontSize: '16px', fontWeight: 'bold', color: 'gray.900', marginBottom: '2.5', wordBreak: 'keep-all' }),
  paragraph: css({ fontSize: '14px', lineHeight: '1.75', color: 'gray.800', wordBreak: 'keep-all', marginBottom: '2' }),
  clauses: css({ listStyle: 'none', display: 'grid', gap: '1.5', fontSize: '14px', lineHeight: '1.75', color: 'gray.800', wordBreak: 'keep-all', marginBottom: '2' }),
  list: css({
    listStyle: 'disc',
    paddingLeft: '5',
    display: 'grid',
    gap: '1',
    fontSize: '14px',
    lineHeight: '1.7',
    color: 'gray.800',
    wordBreak: 'keep-all',
    marginBottom: '2',
  }),
  tableWrap: css({ overflowX: 'auto', marginBlock: '2' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: '13px',
    lineHeight: '1.55',
    color: 'gray.800',
    wordBreak: 'keep-all',
    '& th, & td': { border: '1px solid token(colors.gray.300)', paddingInline: '2', paddingBlock: '2', textAlign: 'left', verticalAlign: 'top' },
    '& thead th': { bg: 'gray.100', fontWeight: 'bold', color: 'gray.900' },
    '& tbody th': { fontWeight: 'semibold', color: 'gray.900' },
  }),
  caption: css({ captionSide: 'top', textAlign: 'left', fontSize: '13px', fontWeight: 'semibold', color: 'gray.700', paddingBottom: '1.5' }),
};
