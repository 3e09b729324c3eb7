import { css, cx } from 'styled-system/css';
import { useSanitizedHtml } from '../../ui/dialogs/sanitize-html';
import { useFollowHtmlLinks } from '../../ui/links/follow-link';
import { Skeleton } from '../../ui/skeleton';

/**
 * A notice's body: simple HTML from the server (p, b, br, ul/li), always through the app's one
 * sanitiser with its 'rich' profile (lists and headings survive; scripts, handlers, styles and
 * foreign links do not). The route's loader sanitises it (`sanitized`, ./notice-page.ts); without
 * that (the loader could not), the sanitiser loads lazily here and a few grey lines hold the place.
 * A tap on one of its links goes through the external-link flow (app paths and own hosts inside the
 * app, the shop the way this page leaves for it).
 */
export function NoticeHtml({ html, sanitized, className }: { html: string; sanitized?: string | null; className?: string }) {
  const lazily = useSanitizedHtml(sanitized ? '' : html, 'rich');
  const clean = sanitized ?? lazily;
  const followLinks = useFollowHtmlLinks();
  if (clean === null) {
    return (
      <div className={cx(styles.root, className)} aria-busy="true">
        <Skeleton className={css({ width: '100%', height: '18px' })} />
        <Skeleton className={css({ width: '92%', height: '18px', marginTop: '2.5' })} />
        <Skeleton className={css({ width: '70%', height: '18px', marginTop: '2.5' })} />
      </div>
    );
  }
  return <div className={cx(styles.root, className)} onClick={followLinks} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const styles = {
  root: css({
    fontSize: '15px',
    lineHeight: '1.75',
    color: 'gray.800',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    '& p': { marginBottom: '3' },
    '& p:last-child': { marginBottom: '0' },
    '& b, & strong': { fontWeight: 'bold', color: 'gray.900' },
    '& h2, & h3, & h4': { fontWeight: 'bold', color: 'gray.900', marginTop: '4', marginBottom: '2' },
    '& ul': { listStyle: 'disc', paddingLeft: '5', marginBlock: '3' },
    '& ol': { listStyle: 'decimal', paddingLeft: '5', marginBlock: '3' },
    '& li': { marginBottom: '1' },
    '& a': { color: 'blue.700', textDecoration: 'underline' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '14px' },
    '& th, & td': { border: '1px solid token(colors.gray.300)', padding: '2' },
  }),
};
