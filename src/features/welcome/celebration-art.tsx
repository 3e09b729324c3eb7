import { css } from 'styled-system/css';

const art = css({ width: '200px', height: '180px' });

/** A basket of produce under confetti, drawn inline so the welcome screen needs no download. */
export function CelebrationArt() {
  return (
    <svg className={art} viewBox="0 0 200 180" role="img" aria-label="축하 폭죽과 장바구니">
      <g fill="#FF6400">
        <rect x="22" y="18" width="8" height="14" rx="2" transform="rotate(-25 26 25)" />
        <rect x="168" y="26" width="8" height="14" rx="2" transform="rotate(30 172 33)" />
        <circle cx="150" cy="12" r="4" />
      </g>
      <g fill="#FFB74D">
        <circle cx="48" cy="46" r="4" />
        <rect x="132" y="52" width="7" height="12" rx="2" transform="rotate(-40 135 58)" />
        <circle cx="100" cy="8" r="3" />
      </g>
      <g fill="#4CAF50">
        <rect x="70" y="20" width="6" height="12" rx="2" transform="rotate(20 73 26)" />
        <circle cx="182" cy="70" r="3" />
        <circle cx="14" cy="78" r="3" />
      </g>
      <circle cx="76" cy="92" r="22" fill="#E53935" />
      <path d="M76 70c2-6 8-9 13-8-2 5-7 8-13 8z" fill="#4CAF50" />
      <circle cx="118" cy="88" r="24" fill="#FFA726" />
      <path d="M118 64c-1-5 2-9 6-10 0 5-2 8-6 10z" fill="#388E3C" />
      <ellipse cx="100" cy="100" rx="14" ry="18" fill="#8BC34A" />
      <path d="M38 104h124l-12 58a10 10 0 0 1-10 8H60a10 10 0 0 1-10-8z" fill="#FF6400" />
      <path d="M38 104h124" stroke="#E65100" strokeWidth="6" strokeLinecap="round" />
      <g stroke="#FFE0B2" strokeWidth="4" strokeLinecap="round">
        <path d="M76 118v36" />
        <path d="M100 118v36" />
        <path d="M124 118v36" />
      </g>
    </svg>
  );
}
