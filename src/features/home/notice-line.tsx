import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useNoticeLast } from '../../api/catalog/notice-last';

/** One line with the newest notice, under the banners. Reserved height: nothing moves when it loads. */
export function NoticeLine() {
  const { data } = useNoticeLast();
  const notice = data?.notice;
  return (
    <div className={styles.root}>
      {notice && (
        <Link to="/notice/$id" params={{ id: String(notice.noticeId) }} className={styles.link}>
          <span className={styles.label}>공지</span>
          <span className={styles.title}>{notice.title}</span>
          {notice.isNew && <span className={styles.new}>N</span>}
          <span aria-hidden="true" className={styles.chevron}>
            ›
          </span>
        </Link>
      )}
    </div>
  );
}

const styles = {
  root: css({ height: '48px', paddingInline: '4', borderBottom: '1px solid token(colors.gray.100)' }),
  link: css({ display: 'flex', alignItems: 'center', gap: '2', height: '100%', minWidth: '0', fontSize: '13px', color: 'gray.800' }),
  label: css({
    flexShrink: 0,
    paddingInline: '1.5',
    paddingBlock: '0.5',
    borderRadius: '4px',
    bg: 'gray.100',
    color: 'gray.700',
    fontSize: '11px',
    fontWeight: 'bold',
  }),
  title: css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  new: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    borderRadius: 'full',
    bg: 'red.600',
    color: 'white',
    fontSize: '10px',
    fontWeight: 'bold',
  }),
  chevron: css({ flexShrink: 0, color: 'gray.600', fontSize: '16px' }),
};
