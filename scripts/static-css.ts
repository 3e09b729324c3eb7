import { parseAst, type Plugin } from 'vite';
import type { css as PandaCss } from '../styled-system/css';

/**
 * Class names at build time (issue 14). Panda's `css({...})` builds its class string at run time, in
 * the browser: on the first screen about a fifth of the entry's evaluation went into the calls at
 * module level (`const styles = { a: css({...}) }`). A call whose argument is a plain literal
 * (strings, numbers, booleans, nested objects and arrays of them) always gives the same string, so
 * the production build replaces it with that string, computed by the same generated `css()`
 * (styled-system/css/css.mjs) in Node. Anything else — a variable, a spread, a template with an
 * expression, a conditional — stays a call and runs as before. Panda's CSS extraction reads the
 * sources and is not affected; dev and the tests keep the runtime calls.
 */

type Parse = (code: string) => unknown;

// the generated runtime, loaded the way Node loads it (the config loader resolves no folders); its
// types are the folder's
const { css: pandaCss } = (await import(new URL('../styled-system/css/index.mjs', import.meta.url).href)) as { css: typeof PandaCss };

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A node's fields that may hold child nodes, with their names. */
const childFields = (node: Node) => Object.entries(node).filter(([key]) => key !== 'type' && key !== 'start' && key !== 'end');

const NOT_STATIC = Symbol('not static');
type Static = string | number | boolean | null | Static[] | { [key: string]: Static };

/** The value of a literal expression, or NOT_STATIC. */
function staticValue(node: Node): Static | typeof NOT_STATIC {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
      return NOT_STATIC;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      if ((node.expressions as unknown[]).length > 0 || quasis.length !== 1 || quasis[0]?.value.cooked == null) return NOT_STATIC;
      return quasis[0].value.cooked;
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      if (node.operator !== '-' || argument.type !== 'Literal' || typeof argument.value !== 'number') return NOT_STATIC;
      return -argument.value;
    }
    case 'ArrayExpression': {
      const items: Static[] = [];
      for (const element of node.elements as (Node | null)[]) {
        if (!element || element.type === 'SpreadElement') return NOT_STATIC;
        const value = staticValue(element);
        if (value === NOT_STATIC) return NOT_STATIC;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: { [key: string]: Static } = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
        if (name === undefined || name === '__proto__') return NOT_STATIC;
        const value = staticValue(property.value as Node);
        if (value === NOT_STATIC) return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

/** The local names `css` is imported as from styled-system/css. */
function cssBindings(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as Node).value;
    if (typeof source !== 'string' || !/(^|\/)styled-system\/css(\/index\.mjs|\/css\.mjs)?$/.test(source)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && imported.name === 'css') names.add((specifier.local as Node).name as string);
    }
  }
  return names;
}

/** Names bound anywhere in the module other than by the import (a parameter or variable called `css`). */
function shadowed(program: Node, names: Set<string>): boolean {
  let found = false;
  const visit = (node: unknown, parentKey: string | undefined): void => {
    if (found) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parentKey);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'Identifier' && names.has(node.name as string) && (parentKey === 'id' || parentKey === 'params' || parentKey === 'left')) {
      found = true;
      return;
    }
    for (const [key, child] of childFields(node)) visit(child, key);
  };
  visit(program.body, undefined);
  return found;
}

/**
 * `code` with every static `css({...})` call replaced by its class string; undefined when nothing
 * changed. `parse` is Vite's (or the bundler's) ESTree parser, with UTF-16 offsets.
 */
export function inlineStaticCss(code: string, parse: Parse = parseAst): { code: string; count: number } | undefined {
  if (!code.includes('styled-system/css')) return undefined;
  const program = parse(code) as Node;
  const names = cssBindings(program);
  if (names.size === 0 || shadowed(program, names)) return undefined;
  const replacements: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && names.has(callee.name as string) && args.length > 0) {
        const values = args.map(staticValue);
        if (values.every((value) => value !== NOT_STATIC)) {
          replacements.push({ start: node.start, end: node.end, text: JSON.stringify(pandaCss(...(values as Parameters<typeof PandaCss>))) });
          return;
        }
      }
    }
    for (const [, child] of childFields(node)) visit(child);
  };
  visit(program.body);
  if (replacements.length === 0) return undefined;
  // calls never nest here (an inlined call's arguments are literals), so the ranges are disjoint
  let output = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) output = output.slice(0, start) + text + output.slice(end);
  return { code: output, count: replacements.length };
}

/** The build's plugin: after TypeScript and JSX are gone, in the app's own modules. */
export function staticCssPlugin(): Plugin {
  return {
    name: 'market:static-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/(src|machines)\/.*\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const result = inlineStaticCss(code, (source) => this.parse(source));
      // no source map: the production build has none (vite.config.ts `sourcemap: false`)
      return result ? { code: result.code, map: null } : null;
    },
  };
}
