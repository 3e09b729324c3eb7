import type { PageHeadInput } from '../page-head';
import type { ShareInfo } from './share-info';

/** What the catalogue's pages send as `shareInfo`: app paths, not addresses. */
export interface ServerShareInfo {
  title: string;
  description: string;
  /** '/images/products/1099.webp' */
  imageUrl: string;
  /** '/deal/1' */
  url: string;
}

function absolute(path: string): string {
  try {
    return new URL(path, globalThis.location?.origin).href;
  } catch {
    return path;
  }
}

/**
 * The share info of SPEC.md §3 for a page whose server answer carries `shareInfo`: addresses a
 * messenger can open, and the app path for the native app (`appUrl`).
 */
export function pageShareInfo(info: ServerShareInfo, type: string): ShareInfo {
  return {
    title: info.title,
    description: info.description,
    imageUrl: absolute(info.imageUrl),
    url: absolute(info.url),
    appUrl: info.url,
    type,
  };
}

/**
 * The head of a page whose server answer carries `shareInfo` (a deal, an exhibition, an event, a
 * store): a link pasted in a messenger shows what the share button sends, its title, its line (a
 * deal's is its price) and its picture.
 */
export function shareInfoHead(info: ServerShareInfo, type: PageHeadInput['type'] = 'website'): PageHeadInput {
  return { title: info.title, description: info.description, image: info.imageUrl, type };
}
