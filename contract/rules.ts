/**
 * The rules the server enforces and the app checks before asking (issue 26): one copy of each
 * number and message, so that a form never allows what the server refuses, nor the reverse.
 * Everything here is pure: no browser globals, no Node APIs.
 */

// --- nickname (docs/api.md "Nickname rules") ----------------------------------------------------

export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 10;
/** the nickname query and body values are refused as out of range (13) beyond this; the rules answer 12 below it */
export const NICKNAME_INPUT_MAX = 40;
export const NICKNAME_CHANGE_LIMIT = 3;
export const NICKNAME_CHANGE_WINDOW_DAYS = 30;
/** Hangul syllables (가–힣), Latin letters and digits: no lone consonants or vowels (ㅋㅋ), no spaces or symbols. */
export const NICKNAME_CHARACTERS = /^[가-힣a-zA-Z0-9]+$/;

export const NICKNAME_MESSAGES = {
  length: `닉네임은 ${NICKNAME_MIN_LENGTH}~${NICKNAME_MAX_LENGTH}자로 입력해 주세요.`,
  characters: '닉네임은 한글, 영문, 숫자만 쓸 수 있어요. 띄어쓰기, 특수문자, 자음이나 모음만 쓰기는 안 돼요.',
  banned: '사용할 수 없는 단어가 들어 있어요. 다른 닉네임을 입력해 주세요.',
  taken: '이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.',
} as const;

/**
 * The first rule of length and characters the nickname breaks, as the server words it; undefined
 * when it is well formed. Banned words and nicknames already taken are the server's to say (its list
 * can change without a release of the app).
 */
export function nicknameShapeProblem(nickName: string): string | undefined {
  const length = [...nickName].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return NICKNAME_MESSAGES.length;
  if (!NICKNAME_CHARACTERS.test(nickName)) return NICKNAME_MESSAGES.characters;
  return undefined;
}

// --- cellphone ------------------------------------------------------------------------------------

/** A Korean mobile number (010), with or without hyphens, as the server takes it. */
export const CELLPHONE = /^010-?\d{4}-?\d{4}$/;
/** its longest form, '010-1234-5678' */
export const CELLPHONE_MAX_LENGTH = 13;

/** '01012345678' or '010-1234-5678' → '010-1234-5678' (the form the server answers). */
export function formatCellphone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

// --- lists ---------------------------------------------------------------------------------------

/** Catalogue, member and alarm lists: `size` 1–100, default 20 (docs/api.md "Catalogue"). */
export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** Community lists: `size` 1–50, default 20 (docs/api.md "Community"). */
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;
/** `page` is counted from 1, up to this. */
export const PAGE_MAX = 100_000;
/** A list given in one query parameter (categoryCodes, priceRanges): at most this many values. */
export const QUERY_LIST_MAX = 20;

// --- limits --------------------------------------------------------------------------------------

/** The largest PostgreSQL `integer` (int4): every id is 1 to this. */
export const INT4_MAX = 2_147_483_647;
/** JSON request bodies: at most 1 MiB. */
export const JSON_BODY_LIMIT = 1_048_576;
/** Image uploads (multipart/form-data): at most 10 MiB per request. */
export const IMAGE_UPLOAD_LIMIT = 10 * 1_048_576;

/** Likes (찜): a member may like this many products and stores (codes 91 and 92 beyond). */
export const LIKE_PRODUCT_LIMIT = 100;
export const LIKE_SHOP_LIMIT = 30;
/** Recently viewed products: newest first, at most 30 (SPEC.md §3, §9). */
export const RECENT_PRODUCT_LIMIT = 30;
/** Product search keywords: at most 50 characters. */
export const SEARCH_KEYWORD_MAX = 50;
/** the upper end of the catalogue's price slider (minPrice, maxPrice), in won */
export const PRICE_FILTER_MAX = 500_000;
/** the community's banned-word check: the longest text it reads */
export const BANNED_CHECK_MAX = 2000;

/** Community writing (docs/api.md "Writing"). */
export const COMMUNITY_LIMITS = {
  titleMin: 2,
  titleMax: 40,
  bodyMin: 5,
  bodyMax: 2000,
  replyMax: 500,
  imagesMax: 10,
  imageBytesMax: IMAGE_UPLOAD_LIMIT,
  imageSideMin: 100,
  imageSideMax: 8000,
  accuseTextMin: 5,
  accuseTextMax: 200,
  searchKeywordMax: 30,
  bannedWordsTextMax: 2000,
} as const;

/** Exchanging 별 into 적립금 (docs/api.md "Rules"). */
export const POINT_EXCHANGE = { unit: 1000, minimum: 1000, dailyLimit: 10_000, requestKeyMax: 64 } as const;
/** The withdrawal reason: at most 500 characters. */
export const WITHDRAWAL_REASON_MAX = 500;
/** SPEC.md §3, §9: how many answers a survey question takes when its template gives no minimum or maximum. */
export const SURVEY_ANSWER_DEFAULTS = { minimum: 1, maximum: 1 } as const;
