import { css, cx } from 'styled-system/css';

const styles = {
  art: css({ display: 'block', flexShrink: 0 }),
};

/** The app's icon: an orange rounded square with a basket, drawn inline (no download). */
export function AppIconArt({ size = 64, className }: { size?: number; className?: string }) {
  return (
    <svg className={cx(styles.art, className)} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#FF6400" />
      <path d="M0 16A16 16 0 0 1 16 0h32a16 16 0 0 1 16 16v6C44 30 20 30 0 22z" fill="#FF8A3D" opacity="0.5" />
      <circle cx="25" cy="22" r="7" fill="#E53935" />
      <path d="M25 15c1-3 4-4 6-4-1 3-3 4-6 4z" fill="#4CAF50" />
      <circle cx="38" cy="21" r="8" fill="#FFB74D" />
      <path d="M14 29h36l-4 20a4 4 0 0 1-4 3H22a4 4 0 0 1-4-3z" fill="#FFFFFF" />
      <g stroke="#FF6400" strokeWidth="2.5" strokeLinecap="round">
        <path d="M25 35v11" />
        <path d="M32 35v11" />
        <path d="M39 35v11" />
      </g>
    </svg>
  );
}

/** A gold point coin marked 'P', for the 1,000P benefit. */
export function PointCoinArt({ size = 28 }: { size?: number }) {
  return (
    <svg className={styles.art} width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="13" fill="#FFC107" />
      <circle cx="14" cy="14" r="10" fill="#FFD54F" stroke="#FFB300" strokeWidth="1.5" />
      <path d="M11 8.5h4.2a3.6 3.6 0 0 1 0 7.2H13.4V20H11z M13.4 10.6v3h1.7a1.5 1.5 0 0 0 0-3z" fill="#B26A00" fillRule="evenodd" />
    </svg>
  );
}

/** A bell with a small badge, for real-time deal alerts. */
export function AlertBellArt({ size = 28 }: { size?: number }) {
  return (
    <svg className={styles.art} width={size} height={size} viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="13" fill="#FFE0B2" />
      <path d="M14 7a5 5 0 0 0-5 5v3.5L7.5 18h13L19 15.5V12a5 5 0 0 0-5-5z" fill="#FF6400" />
      <path d="M12 19.5a2 2 0 0 0 4 0z" fill="#FF6400" />
      <circle cx="19.5" cy="8.5" r="2.5" fill="#E53935" stroke="#FFFFFF" strokeWidth="1" />
    </svg>
  );
}
