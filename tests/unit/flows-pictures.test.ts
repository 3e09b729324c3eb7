/**
 * docs/flows/ is readable and current (issue 26 §5): every SVG keeps all its text inside its
 * viewBox with no two labels overlapping (read back from the file: each <text> has its position,
 * font size and `textLength`, so its box is known without a browser), every Mermaid diagram
 * declares every node it draws, and the files are what `npm run flows` makes of today's machines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFlows } from '../../scripts/flows';

const dir = join(process.cwd(), 'docs', 'flows');
const files = readdirSync(dir);
const svgs = files.filter((name) => name.endsWith('.svg'));
const markdowns = files.filter((name) => name.endsWith('.md') && name !== 'README.md');

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const attribute = (tag: string, name: string): number | null => {
  const match = new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag);
  return match ? Number(match[1]) : null;
};

/** The box of every <text>: from its baseline one font size up (ascent) and a quarter down (descent). */
export function labelBoxes(svg: string): Box[] {
  const rootFont = attribute(/<svg[^>]*>/.exec(svg)?.[0] ?? '', 'font-size') ?? 16;
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, tag = '', content = '']) => {
    const x = attribute(tag, 'x');
    const y = attribute(tag, 'y');
    const width = attribute(tag, 'textLength');
    const size = attribute(tag, 'font-size') ?? rootFont;
    if (x === null || y === null || width === null) throw new Error(`a label without x, y or textLength: ${tag}`);
    const anchor = /text-anchor="(middle|end)"/.exec(tag)?.[1];
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    return { text: content, left, top: y - size, right: left + width, bottom: y + size * 0.25 };
  });
}

function viewBox(svg: string) {
  const [minX = 0, minY = 0, width = 0, height = 0] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(/\s+/).map(Number);
  return { left: minX, top: minY, right: minX + width, bottom: minY + height };
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('docs/flows pictures', () => {
  it('has a picture for every machine', () => {
    expect(svgs.length).toBeGreaterThanOrEqual(11);
  });

  for (const name of svgs) {
    describe(name, () => {
      const svg = readFileSync(join(dir, name), 'utf8');
      const boxes = labelBoxes(svg);

      it('keeps every label inside its viewBox', () => {
        const view = viewBox(svg);
        const outside = boxes.filter((box) => box.left < view.left || box.top < view.top || box.right > view.right || box.bottom > view.bottom);
        expect(outside.map((box) => box.text)).toEqual([]);
      });

      it('has no two labels overlapping', () => {
        const pairs: string[] = [];
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlap(a, b) && pairs.push(`"${a.text}" × "${b.text}"`)));
        expect(pairs).toEqual([]);
      });
    });
  }

  it('reads overlapping labels and labels outside as such (the check can fail)', () => {
    const svg = `<svg viewBox="0 0 100 40" font-size="12"><text x="20" y="20" textLength="50">a</text><text x="60" y="24" textLength="50">b</text></svg>`;
    const [a, b] = labelBoxes(svg);
    expect(overlap(a!, b!)).toBe(true);
    expect(b!.right).toBeGreaterThan(viewBox(svg).right);
  });
});

/** Node ids a Mermaid stateDiagram declares, and the ones its transitions use. */
export function mermaidNodes(mermaid: string) {
  const declared = new Set<string>(['[*]']);
  const used = new Set<string>();
  for (const line of mermaid.split('\n').map((l) => l.trim())) {
    const declaration = /^state\s+"[^"]*"\s+as\s+([\w-]+)/.exec(line);
    if (declaration?.[1]) declared.add(declaration[1]);
    const edge = /^(\S+)\s+-->\s+(\S+)/.exec(line);
    if (edge?.[1] && edge[2]) {
      used.add(edge[1]);
      used.add(edge[2]);
    }
  }
  return { declared, used };
}

describe('docs/flows Mermaid diagrams', () => {
  for (const name of markdowns) {
    it(`${name} declares every node it draws`, () => {
      const mermaid = /```mermaid\n([\s\S]*?)```/.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? '';
      expect(mermaid).toContain('stateDiagram-v2');
      const { declared, used } = mermaidNodes(mermaid);
      expect([...used].filter((id) => !declared.has(id))).toEqual([]);
    });
  }

  it('sees an undeclared node (the check can fail)', () => {
    const { declared, used } = mermaidNodes('stateDiagram-v2\n  state "closed" as closed\n  survey --> closed : survey.reset');
    expect([...used].filter((id) => !declared.has(id))).toEqual(['survey']);
  });
});

describe('docs/flows is current', () => {
  it('holds what `npm run flows` makes of the machines today', async () => {
    const generated = await generateFlows();
    const stale = [...generated].filter(([file, content]) => {
      try {
        return readFileSync(join(dir, file), 'utf8') !== content;
      } catch {
        return true;
      }
    });
    expect(stale.map(([file]) => file), 'run `npm run flows`').toEqual([]);
  });
});
