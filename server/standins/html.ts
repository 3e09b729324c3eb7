import { escapeHtml } from '../html';

/**
 * What every stand-in page shares: Korean, mobile first (360–480 px), inline styles only,
 * nothing loaded from elsewhere, marked as the development stand-in. No inline script: the
 * stand-ins' Content-Security-Policy (security-headers.ts) allows script files of this origin only.
 */

export const FONT =
  "'Pretendard',-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Noto Sans KR','Noto Sans CJK KR','Malgun Gothic',sans-serif";

/**
 * A same-origin relative path that is safe to redirect to: starts with one '/', not '//' or
 * '/\' (another host), no fragment, no control characters, and stays on this origin once parsed.
 */
export function isSameOriginPath(value: string | undefined): value is string {
  if (value === undefined || value === '' || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.includes('#')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false;
  const base = 'http://stand-in.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

export interface DocumentParts {
  /** the <title>, before ' · <site> (개발용 대역)' */
  readonly title: string;
  readonly site: string;
  readonly themeColor: string;
  /** the whole <body> content */
  readonly body: string;
  /**
   * The path of a script file of this origin, when the page must act by itself (the
   * Content-Security-Policy allows no inline script).
   */
  readonly scriptSrc?: string;
}

export function renderDocument(parts: DocumentParts): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escapeHtml(parts.themeColor)}">
<title>${escapeHtml(parts.title)} · ${escapeHtml(parts.site)} (개발용 대역)</title>
</head>
<body style="margin:0;background:#F5F5F5;color:#212121;font-family:${FONT};-webkit-text-size-adjust:100%;word-break:keep-all;overflow-wrap:anywhere">
${parts.body}${parts.scriptSrc ? `\n<script src="${escapeHtml(parts.scriptSrc)}"></script>` : ''}
</body>
</html>
`;
}
