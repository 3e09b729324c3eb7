/**
 * The names of every key the app keeps in the browser (SPEC.md §3, §4, §9), one copy for the app
 * and the server (issue 26): localStorage and sessionStorage keys (src/platform/storage.ts reads
 * and writes them) and cookie names (src/platform/cookies.ts; the server's shop login stand-in
 * writes the shared token cookies, and the page renderer reads them to keep a member's page out of
 * the shared cache).
 */

/** localStorage keys (SPEC.md §3), with the names the native apps and the shop site share. */
export const localKeys = {
  accessToken: 'accessToken1',
  refreshToken: 'refreshToken1',
  /**
   * the member's pseudonymous id: SPEC.md §5's hash of their email (src/platform/hash.ts), written
   * once the session has their profile; the survey is fetched only with it (SPEC.md §4) and the
   * analytics user id is it. Removed at logout.
   */
  userToken: 'userToken',
  uid: 'uid',
  socialLoginPlatform: 'socialLoginPlatform',
  isCafe24Register: 'isCafe24Register',
  redirectUri: 'redirectUri',
  state: 'state',
  /** the shop login's answer at /login-action, kept while it is being worked on (src/app/shop-login.ts) */
  receivedValue: 'receivedValue',
  appProductLike: 'appProductLike',
  /** survey-seen flag: 'false' while a member still has a survey to answer */
  surveyCompleted: 'isSurveyCompleted',
  bypass: 'bypass',
  recentlyViewed: 'recentlyViewed',
  recentKeywords: 'recentKeywords',
  /** what the hosting app reported about the device (deviceInfo message) */
  deviceInfo: 'deviceInfo',
  /** '1' once the shopper closed the community hint or opened the community: it never shows again */
  communityHintDismissed: 'communityHintDismissed',
  /** community drafts (issue 13 §2): { "<memberId>:<DASHBOARD|QNA>:<new|postId>": draft }, 24 hours */
  communityDrafts: 'communityDrafts',
  /** recent community search keywords (issue 13 §5), newest first, at most 10 */
  communityRecentKeywords: 'communityRecentKeywords',
  /** the shopper's answer to the analytics question, where it is asked (issue 25): 'granted' or 'denied' */
  analyticsConsent: 'analyticsConsent',
} as const;

/** Legacy keys from the previous web app; finding one at startup clears all local storage. */
export const legacyLocalKeys = ['accessToken', 'refreshToken'] as const;

/** sessionStorage keys (SPEC.md §3). */
export const sessionKeys = {
  bypass: 'bypass',
  isExternalReferrer: 'is-external-referrer',
  eventClickKey: 'eventClickKey',
  maintenance: 'maintenance',
  /** saved tab of the category main screen; cleared by the bottom bar's category tab */
  categoryTabIndex: 'categoryTabIndex',
  /** scroll positions saved before leaving for an external page, by path */
  scrollPositions: 'scrollPositions',
  /** set while the one reload after a failed lazy chunk is under way */
  chunkReloaded: 'chunkReloaded',
  appInstallPopupSeen: 'appInstallPopupSeen',
  /** where the shopper was when maintenance began, kept across a reload of /maintenance */
  maintenanceReturnTo: 'maintenanceReturnTo',
  /** the server web version this session already reloaded for (SPEC.md §4 Web version: once) */
  webVersionReloadedFor: 'webVersionReloadedFor',
  /** community replies being typed, by post ('QNA:12' → text), kept across a reload */
  communityReplyDrafts: 'communityReplyDrafts',
} as const;

/** Cookie names (SPEC.md §3, §4, §9). */
export const cookieKeys = {
  accessToken: 'ACCESS_TOKEN',
  refreshToken: 'REFRESH_TOKEN',
  /** where to come back to after the external shop login (the guarded route the visitor wanted) */
  redirectPath: 'redirectPath',
  /** where the external page should send the shopper back to */
  returnPath: 'returnPath',
  /** first visit of the day: set until end of day */
  visited: 'visited',
  /** 'true' hides the taste survey for 12 hours after it was closed */
  surveyHidden: 'surveyHidden',
} as const;

