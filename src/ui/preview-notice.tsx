import { css } from 'styled-system/css';

/** The strip under the header of admin-preview routes (admin-deal, admin-period, admin-event). */
export function PreviewNotice({ text = '관리자 미리보기 화면이에요. 노출 기간과 관계없이 보여요.' }: { text?: string }) {
  return (
    <p className={styles.root}>
      <span className={styles.badge}>미리보기</span>
      {text}
    </p>
  );
}

const styles = {
  root: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingInline: '4',
    paddingBlock: '2.5',
    bg: 'blue.50',
    color: 'blue.900',
    fontSize: '13px',
    lineHeight: '1.4',
  }),
  badge: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    height: '22px',
    paddingInline: '2',
    borderRadius: '4px',
    bg: 'blue.700',
    color: 'white',
    fontSize: '12px',
    fontWeight: 'bold',
  }),
};
