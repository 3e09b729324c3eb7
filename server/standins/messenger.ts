import { Hono } from 'hono';

/**
 * The development stand-in of the Korean messenger's JavaScript SDK (issue 25), served at
 * /dev/messenger/kakao.js when MESSENGER_STANDIN is on (the default outside production). A build
 * made with `VITE_KAKAO_SDK_URL=/dev/messenger/kakao.js` and any VITE_KAKAO_JS_KEY loads it instead
 * of https://t1.kakaocdn.net: no network, and every share is recorded instead of sent.
 *
 * It behaves like the parts of the real SDK the app uses: `Kakao.init(appKey)` (a non-empty string,
 * once), `isInitialized()`, `cleanup()`, and `Kakao.Share.sendDefault(settings)`, which throws when
 * not initialised or when the template lacks what the real one requires (a feed's content with
 * title, an absolute http(s) imageUrl and a link; a text's text and link). A share is pushed, as a
 * copy, onto `window.__messengerShares` with the app key, and kept in sessionStorage under
 * `messengerStandinShares`, so a test (or a developer in the console) can read what was shared.
 */
export const MESSENGER_STANDIN_PATH = '/dev/messenger';

export const MESSENGER_STANDIN_SCRIPT = `(function () {
  'use strict';
  var appKey = null;
  var shares = [];
  var STORE = 'messengerStandinShares';
  function fail(message) { throw new Error('[Kakao stand-in] ' + message); }
  function absolute(url) { return typeof url === 'string' && /^https?:\\/\\/[^\\s]+$/.test(url); }
  function checkLink(link, where) {
    if (!link || typeof link !== 'object') fail(where + '.link is required');
    if (!absolute(link.mobileWebUrl) && !absolute(link.webUrl)) fail(where + '.link needs mobileWebUrl or webUrl');
  }
  function check(settings) {
    if (!settings || typeof settings !== 'object') fail('settings are required');
    if (settings.objectType === 'feed') {
      var content = settings.content;
      if (!content || typeof content.title !== 'string' || content.title === '') fail('content.title is required');
      if (!absolute(content.imageUrl)) fail('content.imageUrl must be an absolute http(s) URL');
      checkLink(content.link, 'content');
      (settings.buttons || []).forEach(function (button, index) { checkLink(button && button.link, 'buttons[' + index + ']'); });
    } else if (settings.objectType === 'text') {
      if (typeof settings.text !== 'string' || settings.text === '') fail('text is required');
      checkLink(settings.link, 'text');
    } else {
      fail('unsupported objectType: ' + settings.objectType);
    }
  }
  window.Kakao = {
    VERSION: 'stand-in',
    init: function (key) {
      if (typeof key !== 'string' || key.trim() === '') fail('an app key is required');
      appKey = key;
    },
    isInitialized: function () { return appKey !== null; },
    cleanup: function () { appKey = null; },
    Share: {
      sendDefault: function (settings) {
        if (appKey === null) fail('call Kakao.init first');
        check(settings);
        shares.push({ appKey: appKey, settings: JSON.parse(JSON.stringify(settings)) });
        try { window.sessionStorage.setItem(STORE, JSON.stringify(shares)); } catch (e) { /* storage off */ }
      }
    }
  };
  Object.defineProperty(window, '__messengerShares', { value: shares, configurable: true });
})();
`;

/** Mounted at MESSENGER_STANDIN_PATH: GET /kakao.js. */
export function messengerStandinRoutes(): Hono {
  return new Hono().get('/kakao.js', (c) =>
    c.body(MESSENGER_STANDIN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=UTF-8', 'Cache-Control': 'no-store' }),
  );
}
