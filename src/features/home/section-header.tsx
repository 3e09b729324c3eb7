import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface SectionHeaderProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** a link at the end, e.g. '전체보기' */
  more?: ReactNode;
}

/** The title row of a home section: bold title, grey subtitle, a link on the right. */
export function SectionHeader({ id, title, subtitle, more }: SectionHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {more}
    </div>
  );
}

export const moreLink = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontSize: '13px',
  color: 'gray.600',
  _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '4px' },
});

const styles = {
  root: css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3', paddingInline: '4', marginBottom: '3' }),
  text: css({ minWidth: '0' }),
  title: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '18px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.35' }),
  subtitle: css({ marginTop: '0.5', fontSize: '13px', color: 'gray.600', lineHeight: '1.45' }),
};
