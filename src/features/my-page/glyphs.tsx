import type { SVGProps } from 'react';
import { css } from 'styled-system/css';

/**
 * The my-page's own line glyphs (24×24, currentColor), drawn rather than emoji: a phone or a
 * headless browser without a colour-emoji font would show empty boxes.
 */
function Glyph({ size = 22, children, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const StarGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="currentColor" />
  </Glyph>
);
export const ClockGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Glyph>
);
export const BagGlyph = () => (
  <Glyph>
    <path d="M5 8h14l-1.2 11.5a1.5 1.5 0 01-1.5 1.3H7.7a1.5 1.5 0 01-1.5-1.3z" />
    <path d="M9 10V7a3 3 0 016 0v3" />
  </Glyph>
);
export const CalendarGlyph = () => (
  <Glyph>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    <path d="M9.5 14.5l1.8 1.8 3.4-3.4" />
  </Glyph>
);
export const BellGlyph = () => (
  <Glyph>
    <path d="M6.5 16.5V11a5.5 5.5 0 0111 0v5.5l1.5 2H5z" />
    <path d="M10 20.5a2 2 0 004 0" />
  </Glyph>
);

const LEVEL_COLORS: Record<number, string> = { 1: '#2E7D32', 2: '#558B2F', 3: '#C62828', 4: '#4E342E' };

/** A level's mark: a filled circle in the level's colour with its number (the server's emoji stays for text). */
export function LevelMark({ level, size = 24 }: { level: number; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={styles.mark}>
      <circle cx="12" cy="12" r="11" fill={LEVEL_COLORS[level] ?? '#616161'} />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#FFFFFF">
        {level}
      </text>
    </svg>
  );
}

const styles = { mark: css({ flexShrink: 0 }) };
