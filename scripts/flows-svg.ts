/**
 * A small, dependency-free SVG drawing of a statechart for `npm run flows` (no browser, no
 * network). Compound states are boxes around their children, laid out left to right in the order
 * their transitions reach them; parallel regions are stacked and dashed. Transitions are curves with
 * their event (and guard) as the label. It aims at "readable at a glance"; the Stately editor
 * (see each flow's .md) is the place for a polished, interactive view.
 */
import type { AnyStateNode } from 'xstate';
import type { Graph } from './flows';

const FONT = 12;
const CHAR_W = 7.2;
const PAD = 14;
const GAP_X = 150;
const GAP_Y = 56;
const HEADER = 24;
const LEAF_H = 34;

interface Box {
  node: AnyStateNode;
  x: number;
  y: number;
  w: number;
  h: number;
  children: Box[];
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textWidth = (text: string) => text.length * CHAR_W;

/** The child of `parent` on the path to the state `id`, if `id` is inside `parent`. */
function childToward(parent: AnyStateNode, id: string): AnyStateNode | undefined {
  return Object.values(parent.states).find((child) => id === child.id || id.startsWith(`${child.id}.`));
}

function measure(node: AnyStateNode, graph: Graph): Box {
  const children = Object.values(node.states);
  const label = node.key + (node.type === 'final' ? ' ◉' : '');
  if (children.length === 0) return { node, x: 0, y: 0, w: Math.max(90, textWidth(label) + 2 * PAD), h: LEAF_H, children: [] };

  const boxes = children.map((child) => measure(child, graph));
  const isRoot = node.parent === undefined;
  const top = isRoot ? PAD : HEADER + 6;
  if (node.type === 'parallel') {
    let y = top;
    for (const box of boxes) {
      box.x = PAD;
      box.y = y;
      y += box.h + GAP_Y;
    }
    const w = Math.max(textWidth(node.key) + 2 * PAD, ...boxes.map((b) => b.w + 2 * PAD));
    return { node, x: 0, y: 0, w, h: y - GAP_Y + PAD, children: boxes };
  }

  // ranks: breadth-first from the initial child along transitions between siblings
  const rank = new Map<AnyStateNode, number>();
  const first = node.initial?.target[0] ? childToward(node, node.initial.target[0].id) : children[0];
  if (first) rank.set(first, 0);
  const queue = first ? [first] : [];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const currentRank = rank.get(current) ?? 0;
    for (const edge of graph.edges) {
      if (childToward(node, edge.source) !== current) continue;
      for (const target of edge.targets) {
        const next = childToward(node, target);
        if (next && !rank.has(next)) {
          rank.set(next, currentRank + 1);
          queue.push(next);
        }
      }
    }
  }
  let last = Math.max(0, ...rank.values());
  for (const child of children) if (!rank.has(child)) rank.set(child, ++last);

  const columns: Box[][] = [];
  boxes.forEach((box) => (columns[rank.get(box.node) ?? 0] ??= []).push(box));
  let x = PAD;
  let height = 0;
  for (const column of columns.filter(Boolean)) {
    const width = Math.max(...column.map((b) => b.w));
    let y = top;
    for (const box of column) {
      box.x = x + (width - box.w) / 2;
      box.y = y;
      y += box.h + GAP_Y;
    }
    height = Math.max(height, y - GAP_Y);
    x += width + GAP_X;
  }
  const w = Math.max(x - GAP_X + PAD, textWidth(node.key) + 2 * PAD);
  return { node, x: 0, y: 0, w, h: height + PAD, children: boxes };
}

function place(box: Box, dx: number, dy: number, out: Map<string, Box>): void {
  box.x += dx;
  box.y += dy;
  out.set(box.node.id, box);
  for (const child of box.children) place(child, box.x, box.y, out);
}

function border(box: Box, toward: { x: number; y: number }): { x: number; y: number } {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const scale = Math.min(Math.abs(box.w / 2 / (dx || 1e-9)), Math.abs(box.h / 2 / (dy || 1e-9)));
  return { x: cx + dx * scale, y: cy + dy * scale };
}

export function renderSvg(graph: Graph): string {
  const root = measure(graph.root, graph);
  const boxes = new Map<string, Box>();
  place(root, 0, 28, boxes);
  const width = Math.ceil(root.w + 140);
  const height = Math.ceil(root.y + root.h + 10);
  const compounds: string[] = [];
  const leaves: string[] = [];
  const parts: string[] = [];

  for (const box of boxes.values()) {
    const layer = box.children.length > 0 ? compounds : leaves;
    if (box.node.parent === undefined) continue;
    const compound = box.children.length > 0;
    const inParallel = box.node.parent.type === 'parallel';
    layer.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="${compound ? '#fff8f3' : '#ffffff'}" stroke="${compound ? '#ffb380' : '#ff6400'}" stroke-width="${box.node.type === 'final' ? 3 : 1.5}"${inParallel ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
    const label = box.node.key + (box.node.type === 'parallel' ? ' (parallel)' : '');
    layer.push(
      compound
        ? `<text x="${box.x + PAD}" y="${box.y + 17}" font-weight="bold">${esc(label)}</text>`
        : `<text x="${box.x + box.w / 2}" y="${box.y + box.h / 2 + 4}" text-anchor="middle">${esc(label)}${box.node.type === 'final' ? ' ◉' : ''}</text>`,
    );
    // initial-state marker
    if (box.node.parent.initial?.target.some((t) => t.id === box.node.id) && box.node.parent.type !== 'parallel') {
      layer.push(`<circle cx="${box.x - 12}" cy="${box.y + 12}" r="4" fill="#333"/><path d="M${box.x - 8} ${box.y + 12} L${box.x - 1} ${box.y + 12}" stroke="#333" marker-end="url(#arrow)"/>`);
    }
  }

  const pairCount = new Map<string, number>();
  for (const edge of graph.edges) {
    const from = boxes.get(edge.source);
    if (!from) continue;
    for (const targetId of edge.targets.length > 0 ? edge.targets : [edge.source]) {
      const to = boxes.get(targetId);
      if (!to) continue;
      const key = [edge.source, targetId].sort().join('|');
      const index = pairCount.get(key) ?? 0;
      pairCount.set(key, index + 1);
      if (to === from) {
        const x = from.x + from.w - 18 - index * 10;
        const y = from.y;
        parts.push(`<path d="M${x} ${y} c 0 -${22 + index * 12} 30 -${22 + index * 12} 30 0" fill="none" stroke="#666" marker-end="url(#arrow)"/>`);
        parts.push(label(edge.label, x + 15, y - 26 - index * 12));
        continue;
      }
      const fc = { x: from.x + from.w / 2, y: from.y + from.h / 2 };
      const tc = { x: to.x + to.w / 2, y: to.y + to.h / 2 };
      const a = border(from, tc);
      const b = border(to, fc);
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const bend = (index % 2 === 0 ? 1 : -1) * (18 + 14 * Math.floor(index / 2)) * (edge.source < targetId ? 1 : -1);
      const cx = (a.x + b.x) / 2 + (-(b.y - a.y) / len) * bend;
      const cy = (a.y + b.y) / 2 + ((b.x - a.x) / len) * bend;
      parts.push(`<path d="M${a.x.toFixed(1)} ${a.y.toFixed(1)} Q${cx.toFixed(1)} ${cy.toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}" fill="none" stroke="#666" marker-end="url(#arrow)"/>`);
      parts.push(label(edge.label, (a.x + 2 * cx + b.x) / 4, (a.y + 2 * cy + b.y) / 4));
    }
  }

  function label(text: string, x: number, y: number): string {
    const w = textWidth(text) * 0.85 + 8;
    return `<rect x="${(x - w / 2).toFixed(1)}" y="${(y - 9).toFixed(1)}" width="${w.toFixed(1)}" height="14" rx="3" fill="#ffffff" fill-opacity="0.85"/><text x="${x.toFixed(1)}" y="${(y + 2).toFixed(1)}" text-anchor="middle" font-size="${FONT - 2}" fill="#444">${esc(text)}</text>`;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="-20 0 ${width + 40} ${height}" font-family="sans-serif" font-size="${FONT}">`,
    `<title>${esc(graph.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#666"/></marker></defs>',
    `<rect x="-20" y="0" width="${width + 40}" height="${height}" fill="#ffffff"/>`,
    `<text x="0" y="18" font-weight="bold" font-size="15">${esc(graph.id)}</text>`,
    ...compounds,
    ...parts,
    ...leaves,
    '</svg>',
    '',
  ].join('\n');
}
