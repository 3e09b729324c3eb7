import { css } from 'styled-system/css';

const art = css({ width: '168px', height: '132px' });

/** A shop front with its shutter half down and a wrench, drawn inline (no download). */
export function MaintenanceArt() {
  return (
    <svg className={art} viewBox="0 0 168 132" aria-hidden="true">
      <ellipse cx="84" cy="124" rx="70" ry="6" fill="#F5F5F5" />
      <rect x="24" y="34" width="120" height="88" rx="6" fill="#FFF3E0" />
      <path d="M18 22h132l-6 18H24z" fill="#FF6400" />
      <g fill="#FFFFFF" opacity="0.9">
        <path d="M36 22h16l-2 18H34z" />
        <path d="M68 22h16v18H68z" />
        <path d="M100 22h16l2 18h-16z" />
        <path d="M132 22h16l-4 18h-14z" />
      </g>
      <rect x="38" y="50" width="92" height="72" rx="3" fill="#FFFFFF" stroke="#FFCC80" strokeWidth="2" />
      <rect x="38" y="50" width="92" height="44" fill="#BDBDBD" />
      <g stroke="#9E9E9E" strokeWidth="2">
        <path d="M38 61h92" />
        <path d="M38 72h92" />
        <path d="M38 83h92" />
      </g>
      <rect x="74" y="90" width="20" height="6" rx="3" fill="#757575" />
      <g transform="rotate(-35 128 98)">
        <rect x="122" y="84" width="10" height="34" rx="5" fill="#616161" />
        <path d="M117 80a11 11 0 0 1 20 0l-5 3v6h-10v-6z" fill="#616161" />
      </g>
      <circle cx="40" cy="104" r="13" fill="#FB8C00" />
      <path d="M40 97v8" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round" />
      <circle cx="40" cy="110" r="1.8" fill="#FFFFFF" />
    </svg>
  );
}
