import { createHash } from 'node:crypto';
import type { FirstScreenMarkup } from './static';

/**
 * My page's first paint (issue 14): the member's card with the nickname, drawn before the entry
 * script has run. Its largest paint is the nickname (`○○○님`), which otherwise waited for the entry,
 * the session's token check, the profile and the render: 2.1× the reference's LCP.
 *
 * The server cannot draw the name: the member is known from the tokens in localStorage (SPEC.md §3),
 * which the HTML request does not carry. So the HTML carries an empty card and one small inline
 * script that, while the entry still downloads, reads the stored access token and makes the screen's
 * own call (GET /api/v1/user/mypage, with the headers every call sends, SPEC.md §7). When it answers,
 * the name goes into the card as text (`textContent`, never markup) and the card shows. The app takes
 * the same answer instead of calling again (`window.__firstCall`, src/platform/first-call.ts), and
 * takes the card away once its own card is drawn (src/app/first-paint.ts).
 *
 * Without a token, with a failed call or an answer without a usable nickname, the card stays hidden:
 * the app draws my page (or sends the visitor to sign in) as before.
 *
 * The entry still downloads at once (a modulepreload in place of its script, server/static.ts), but
 * is evaluated after the card has painted: its evaluation is the longest task of the start, and the
 * name waiting behind it is what made the page slow. On a phone the call answers long before the
 * entry has downloaded, so this costs nothing there; with a slow API it costs at most
 * MEMBER_CARD_ENTRY_WAIT_MS, while the app itself needs two calls to the same API before it can draw
 * the page (the token check, then the profile). Measured in docs/decisions.md, issue 14.
 *
 * The script is inline so that the call starts with the HTML rather than after one more file; the
 * policy allows exactly this script by its hash (`'sha256-…'` in script-src, server/security-headers.ts),
 * not inline scripts in general.
 */

/** The screen's call (src/api/mypage.ts MYPAGE_PATH). */
export const MEMBER_CARD_CALL = '/api/v1/user/mypage';
/** Longest nickname the card draws (the nickname rules allow far fewer, account-rules.ts). */
export const MEMBER_CARD_NAME_MAX = 30;

/** At the latest this long after the HTML, the entry starts even without an answer (ms). */
export const MEMBER_CARD_ENTRY_WAIT_MS = 500;

/**
 * ES5 on purpose: it runs before anything else, in every web view the app supports. It is the first
 * thing in <head>, ahead of the stylesheet, so the call starts with the HTML (a script after a
 * stylesheet waits for it). It starts the entry (the `link[data-entry]` that server/static.ts put in
 * place of the entry's script) once the card is drawn; once the page is parsed without a token, a
 * usable answer or anything it needs, on any error; and at the latest MEMBER_CARD_ENTRY_WAIT_MS after
 * it ran. It reads the keys the app stores the token and the device's id under (`accessToken1` and
 * `uid`, localKeys in src/platform/storage.ts) and strips a `Bearer ` as getStoredAccessToken does.
 */
export const MEMBER_CARD_SCRIPT = [
  '(function(){',
  'var started=false;',
  "function parsed(f){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f);else f();}",
  "function start(){var entry=document.querySelector('link[data-entry]');if(started||!entry)return;started=true;",
  "var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=entry.href;document.head.appendChild(s);}",
  `setTimeout(function(){parsed(start);},${MEMBER_CARD_ENTRY_WAIT_MS});`,
  'try{',
  'var token=null,uid=null;',
  "try{token=localStorage.getItem('accessToken1');uid=localStorage.getItem('uid');}catch(e){}",
  "if(token)token=token.replace(/^Bearer\\s+/i,'').trim();",
  'if(!token||typeof fetch!=="function"||typeof Promise!=="function"){parsed(start);return;}',
  "var headers={Authorization:'Bearer '+token,'Cache-Control':'no-cache',Pragma:'no-cache'};",
  'if(uid)headers.deviceUuid=uid;',
  `var answer=fetch('${MEMBER_CARD_CALL}',{headers:headers}).then(function(r){return r.ok?r.json():null;}).catch(function(){return null;});`,
  `window.__firstCall={path:'${MEMBER_CARD_CALL}',token:token,answer:answer};`,
  'answer.then(function(d){parsed(function(){',
  "var card=document.getElementById('fp-my-card'),name=document.getElementById('fp-my-name');",
  `if(card&&name&&d&&typeof d.nickName==='string'&&d.nickName.length>0&&d.nickName.length<=${MEMBER_CARD_NAME_MAX}){name.textContent=d.nickName+'님';card.hidden=false;`,
  // the entry after the frame that paints the card
  'requestAnimationFrame(function(){setTimeout(start,0);});}else start();',
  '});},function(){parsed(start);});',
  '}catch(e){parsed(start);}',
  '})();',
].join('');

/** The script's CSP source: `'sha256-<base64>'`. */
export const MEMBER_CARD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(MEMBER_CARD_SCRIPT, 'utf8').digest('base64')}'`;

export const MY_PAGE_PATH = /^\/my-page\/?$/;

/** The card as the first paint (placed by panda.config.ts's global CSS where my-page-screen.tsx draws it). */
export function memberCard(): FirstScreenMarkup {
  return {
    head: '',
    headStart: `<script>${MEMBER_CARD_SCRIPT}</script>`,
    holdEntry: true,
    body:
      '<div id="first-paint" data-screen="my-page" aria-hidden="true">' +
      '<div id="fp-my-card" class="fp-my-card" hidden><div class="fp-my-identity"><p id="fp-my-name" class="fp-my-name"></p></div></div>' +
      '</div>',
  };
}
