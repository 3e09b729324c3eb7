import { fallbackMotif, type Motif, motifs, type Shape } from './category-motifs';

/**
 * The category pictures (served by server/display/category-images.ts): the motif of the category's
 * first-level family (category-motifs.ts) on a soft circle, tinted per category.
 */

export interface CategoryImageSubject {
  readonly code: string;
  readonly name: string;
  readonly depth: number;
  /** the name of its first-level category (its own name at depth 1) */
  readonly rootName: string;
}

/** The picture of one category as an SVG document. */
export function categoryImageSvg(subject: CategoryImageSubject): string {
  const motif = motifs[subject.rootName] ?? fallbackMotif;
  const tint = tintOf(motif, subject);
  const title = escapeXml(subject.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<circle cx="60" cy="60" r="56" fill="${tint}"/>`,
    '<circle cx="60" cy="60" r="44" fill="#fff" opacity=".4"/>',
    ...motif.shapes.map(renderShape),
    '</svg>',
  ].join('');
}

/**
 * The first-level category keeps the family's first tint; deeper ones take one of the others by
 * their code, so that siblings ('0101', '0102', ...) usually differ.
 */
function tintOf(motif: Motif, { code, depth }: CategoryImageSubject): string {
  const [first, ...others] = motif.tints;
  if (depth <= 1 || others.length === 0) return first;
  let sum = 0;
  for (const char of code) sum += char.charCodeAt(0);
  return others[sum % others.length] ?? first;
}

function renderShape([tag, attributes]: Shape): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeXml(String(value))}"`)
    .join(' ');
  return `<${tag} ${rendered}/>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
