import { css } from 'styled-system/css';

const art = css({ width: '160px', height: '140px' });

/** A shopping bag with a big check, drawn inline so the completion screen needs no download. */
export function CompletionArt() {
  return (
    <svg className={art} viewBox="0 0 160 140" aria-hidden="true" focusable="false">
      <g fill="#FFB74D">
        <circle cx="22" cy="30" r="4" />
        <circle cx="140" cy="22" r="3" />
        <rect x="128" y="48" width="6" height="11" rx="2" transform="rotate(30 131 53)" />
      </g>
      <g fill="#4CAF50">
        <rect x="30" y="60" width="6" height="11" rx="2" transform="rotate(-25 33 65)" />
        <circle cx="118" cy="10" r="3" />
      </g>
      <path d="M46 48h68l-6 74a8 8 0 0 1-8 7H60a8 8 0 0 1-8-7z" fill="#FF6400" />
      <path d="M62 48v-8a18 18 0 0 1 36 0v8" fill="none" stroke="#E65100" strokeWidth="6" strokeLinecap="round" />
      <circle cx="80" cy="88" r="22" fill="#fff" />
      <path d="M69 88l8 8 15-16" fill="none" stroke="#FF6400" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
