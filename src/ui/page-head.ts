/**
 * What a page with data of its own tells its head (issue 24 §5): its name, a line about it (a price,
 * an excerpt) and its picture. A screen's loader (src/features/<feature>/<screen>-data.ts) returns it,
 * the route's `head()` turns it into the tags (`pageHead` in src/routes/-lib/head.ts).
 */
export interface PageHeadInput {
  /** the page's own name: '제주 한라봉 3kg' (the document title adds ' - 마켓') */
  title: string;
  description?: string | null;
  /** the page's picture, absolute or from this site's root */
  image?: string | null;
  /** 'product' for what can be bought, 'article' for posts and notices */
  type?: 'website' | 'article' | 'product';
}

/** A loader's answer for the head: null when the page's data could not be loaded (the defaults stay). */
export interface HeadData {
  readonly head: PageHeadInput | null;
}
