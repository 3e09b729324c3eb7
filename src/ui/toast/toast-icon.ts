/** Icon names the server sends in toastItems (docs/api.md "toastItems"), drawn here. */
const NAMED_ICONS: Record<string, string> = { star: 'star', coin: 'coin' };

/**
 * A toast's icon: a known name ('star', 'coin') as its glyph, or an image path on this origin
 * ('/images/…'); anything else (another host, a bare word) is left out rather than shown broken.
 */
export function toastIconKind(icon: string | undefined): { glyph: string } | { src: string } | null {
  if (icon === undefined || icon.trim() === '') return null;
  const name = icon.trim().toLowerCase();
  if (Object.hasOwn(NAMED_ICONS, name)) return { glyph: NAMED_ICONS[name] ?? '' };
  if (icon.startsWith('/') && !icon.startsWith('//') && !icon.startsWith('/\\')) return { src: icon };
  return null;
}
