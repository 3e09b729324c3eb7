import { css, cx } from 'styled-system/css';
import { badge } from '../../ui/label-recipes';

/** The category chip of a notice ('안내', '공지', '점검', '이벤트'), tinted by kind. */
export function NoticeCategory({ category }: { category: string }) {
  return <span className={cx(badge({ tone: categoryTone(category), variant: 'outline' }), styles.badge)}>{category}</span>;
}

function categoryTone(category: string) {
  switch (category) {
    case '점검':
      return 'red' as const;
    case '이벤트':
      return 'primary' as const;
    case '안내':
      return 'info' as const;
    default:
      return 'gray' as const;
  }
}

/** '중요': pinned to the top of the list. */
export function ImportantBadge() {
  return <span className={styles.important}>중요</span>;
}

/** 'N': written in the last 7 days (the server decides). The letter is read as '새 글'. */
export function NewBadge() {
  return (
    <span className={styles.new}>
      <span aria-hidden="true">N</span>
      <span className={styles.srOnly}>새 글</span>
    </span>
  );
}

const styles = {
  badge: css({ height: '22px', paddingInline: '2', fontSize: '12px' }),
  // red.700, not the badge recipe's red.600: white 12px text needs 4.5:1 (WCAG AA)
  important: css({
    display: 'inline-flex',
    alignItems: 'center',
    height: '22px',
    paddingInline: '2',
    borderRadius: '4px',
    bg: 'red.700',
    color: 'white',
    fontSize: '12px',
    fontWeight: 'bold',
    lineHeight: '1',
  }),
  new: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    borderRadius: 'full',
    bg: 'red.700',
    color: 'white',
    fontSize: '10px',
    fontWeight: 'bold',
    lineHeight: '1',
  }),
  srOnly: css({ srOnly: true }),
};
