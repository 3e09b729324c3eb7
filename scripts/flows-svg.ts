/**
 * The SVG picture of a statechart for `npm run flows`, laid out by ELK (elkjs, the Eclipse Layout
 * Kernel's layered algorithm, run in Node: no browser, no network). ELK places the states, routes
 * the transitions around them and places every transition's label so that no two overlap; this
 * file only turns its answer into SVG.
 *
 * - A state is a rounded box with its name; a compound state is a box around its children, its
 *   name at the top; a parallel state's regions are dashed boxes side by side. A final state has a
 *   double border.
 * - The machine and each compound state have a small filled circle with an arrow to the initial state.
 * - A transition declared on the machine itself or on a compound state towards one of its own
 *   states (it applies in every state inside) starts at a "from any state" marker inside it.
 * - Labels are text of a known width: `textLength` pins each to the width ELK reserved for it, so a
 *   browser draws it inside that box whatever its monospace font. tests/unit/flows-svg.test.ts reads
 *   the boxes back from every docs/flows SVG: all inside the viewBox, no two overlapping.
 */
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateNode } from 'xstate';
import type { Graph } from './flows';

/** font size of labels and the width of one character in the monospace font (0.6 em) */
export const FONT = 12;
const CHAR_W = FONT * 0.6;
const LABEL_H = 16;
const LABEL_PAD = 4;
const STATE_H = 34;
const STATE_PAD_X = 14;
const HEADER = 26;
const MARGIN = 16;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** the width a label of this text is drawn at (`textLength`): ASCII at 0.6 em, wide characters at 1 em */
export const textWidth = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? FONT : CHAR_W), 0);

const nodeId = (id: string) => `n:${id}`;
const initialId = (id: string) => `i:${id}`;
const anyId = (id: string) => `a:${id}`;

function isInside(id: string, ancestor: AnyStateNode): boolean {
  return id.startsWith(`${ancestor.id}.`);
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** One label per transition between the same two states, a line per transition (SVG draws a line each). */
const label = (lines: readonly string[]): ElkLabel => ({
  text: lines.join('\n'),
  width: Math.max(...lines.map(textWidth)) + 2 * LABEL_PAD,
  height: lines.length * LABEL_H,
});

const LAYOUT = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '18',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '6',
  'elk.spacing.labelLabel': '6',
  'elk.spacing.labelNode': '8',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // the states in the order the machine declares them: the initial state first, the flow forwards
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
};

/** The ELK graph of a machine: states as (nested) nodes, transitions as labelled edges. */
function toElk(graph: Graph): ElkNode {
  const edges: ElkExtendedEdge[] = [];
  const needsAny = new Set<string>();
  let count = 0;

  function nodeOf(node: AnyStateNode, region = false): ElkNode {
    const children = Object.values(node.states);
    const title = node.key;
    if (children.length === 0) {
      const width = Math.max(64, textWidth(title) + 2 * STATE_PAD_X);
      return { id: nodeId(node.id), width, height: STATE_H, labels: [{ text: title, width: textWidth(title), height: LABEL_H }] };
    }
    const inner: ElkNode[] = children.map((child) => nodeOf(child, node.type === 'parallel'));
    if (node.type !== 'parallel' && node.initial?.target.length) inner.unshift({ id: initialId(node.id), width: 12, height: 12 });
    return {
      id: nodeId(node.id),
      labels: [{ text: region ? `${title} (region)` : title, width: textWidth(region ? `${title} (region)` : title), height: LABEL_H }],
      layoutOptions: {
        'elk.padding': `[top=${HEADER + 8},left=14,bottom=14,right=14]`,
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        ...(node.type === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
      children: inner,
    };
  }

  const nodes = new Map<string, AnyStateNode>();
  for (const node of [graph.root, ...descendants(graph.root)]) nodes.set(node.id, node);

  // transitions between the same two states share one arrow, their events one label
  const between = new Map<string, { source: string; target: string; lines: string[] }>();
  for (const edge of graph.edges) {
    const source = nodes.get(edge.source);
    if (!source) continue;
    for (const targetId of edge.targets.length > 0 ? edge.targets : [edge.source]) {
      // the machine's own transitions, and a compound state's towards its own states, apply in every state inside
      const fromAny = source === graph.root || isInside(targetId, source);
      if (fromAny) needsAny.add(source.id);
      const from = fromAny ? anyId(source.id) : nodeId(source.id);
      // a transition without a target on the machine itself stays in whatever state it is in
      const to = targetId === graph.root.id ? anyId(graph.root.id) : nodeId(targetId);
      const key = `${from} ${to}`;
      const entry = between.get(key) ?? { source: from, target: to, lines: [] };
      if (!entry.lines.includes(edge.label)) entry.lines.push(edge.label);
      between.set(key, entry);
    }
  }
  for (const { source, target, lines } of between.values()) {
    count += 1;
    edges.push({ id: `e${count}`, sources: [source], targets: [target], labels: [label(lines)] });
  }
  for (const node of [graph.root, ...descendants(graph.root)]) {
    if (node.type === 'parallel' || !node.initial?.target.length) continue;
    for (const target of node.initial.target) {
      count += 1;
      edges.push({ id: `e${count}`, sources: [initialId(node.id)], targets: [nodeId(target.id)] });
    }
  }

  const root = nodeOf(graph.root);
  const addAny = (elk: ElkNode) => {
    const id = elk.id.slice(2);
    if (needsAny.has(id)) elk.children?.push({ id: anyId(id), width: textWidth('from any state') + 2 * STATE_PAD_X, height: 26, labels: [{ text: 'from any state', width: textWidth('from any state'), height: LABEL_H }] });
    elk.children?.forEach(addAny);
  };
  addAny(root);
  // the machine's own box is the picture: its states, its initial marker and its "from any state" at the top level
  return { id: nodeId(graph.root.id), layoutOptions: { ...LAYOUT, 'elk.padding': '[top=12,left=12,bottom=12,right=12]' }, children: root.children, edges };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where every label ended up, for the viewBox and for the test. */
export interface LabelBox extends Box {
  text: string;
}

function walk(node: ElkNode, visit: (node: ElkNode, depth: number) => void, depth = 0) {
  visit(node, depth);
  for (const child of node.children ?? []) walk(child, visit, depth + 1);
}

/** how many screens of 1600 × 1000 px a picture of this size fills along its longer side */
const screens = (node: ElkNode) => Math.max((node.width ?? 0) / 1600, (node.height ?? 0) / 1000);

/**
 * Renders a machine's graph as SVG (async: ELK lays it out). ELK lays the flow out left to right
 * and top to bottom; the picture keeps the one that fits a screen better.
 */
export async function renderSvg(graph: Graph): Promise<string> {
  const elk = new ELK();
  const layouts = await Promise.all(
    (['RIGHT', 'DOWN'] as const).map((direction) => {
      const input = toElk(graph);
      return elk.layout({ ...input, layoutOptions: { ...input.layoutOptions, 'elk.direction': direction } });
    }),
  );
  const laid = layouts.reduce((best, next) => (screens(next) < screens(best) ? next : best));
  const parts: string[] = [];
  const labels: LabelBox[] = [];
  const finals = new Set([graph.root, ...descendants(graph.root)].filter((node) => node.type === 'final').map((node) => nodeId(node.id)));
  const parallelRegions = new Set(
    [graph.root, ...descendants(graph.root)].filter((node) => node.type === 'parallel').flatMap((node) => Object.values(node.states).map((child) => nodeId(child.id))),
  );

  const text = (box: LabelBox, attributes: string) => {
    labels.push(box);
    const baseline = box.y + box.height - 4;
    return `<text x="${box.x.toFixed(1)}" y="${baseline.toFixed(1)}" textLength="${box.width.toFixed(1)}" lengthAdjust="spacingAndGlyphs" ${attributes}>${esc(box.text)}</text>`;
  };

  // states: outer boxes first, so children draw on top
  walk(laid, (node, depth) => {
    if (depth === 0) return;
    const x = node.x ?? 0;
    const y = node.y ?? 0;
    const width = node.width ?? 0;
    const height = node.height ?? 0;
    if (node.id.startsWith('i:')) {
      parts.push(`<circle cx="${(x + width / 2).toFixed(1)}" cy="${(y + height / 2).toFixed(1)}" r="6" fill="#333"/>`);
      return;
    }
    const compound = (node.children?.length ?? 0) > 0;
    const anyMarker = node.id.startsWith('a:');
    const fill = anyMarker ? '#f4f4f4' : compound ? (depth === 1 ? '#ffffff' : '#fff8f3') : '#ffffff';
    const stroke = anyMarker ? '#999' : compound ? '#ffb380' : '#ff6400';
    const dash = anyMarker || parallelRegions.has(node.id) ? ' stroke-dasharray="5 4"' : '';
    parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="1.5"${dash}/>`);
    if (finals.has(node.id)) parts.push(`<rect x="${(x + 3).toFixed(1)}" y="${(y + 3).toFixed(1)}" width="${(width - 6).toFixed(1)}" height="${(height - 6).toFixed(1)}" rx="6" fill="none" stroke="${stroke}"/>`);
    const name = node.labels?.[0];
    if (!name?.text) return;
    const nameWidth = textWidth(name.text);
    const box: LabelBox = compound
      ? { text: name.text, x: x + 12, y: y + 6, width: nameWidth, height: LABEL_H }
      : { text: name.text, x: x + (width - nameWidth) / 2, y: y + (height - LABEL_H) / 2, width: nameWidth, height: LABEL_H };
    parts.push(text(box, `font-weight="${compound ? 'bold' : 'normal'}"${anyMarker ? ' fill="#555"' : ''}`));
  });

  // transitions and their labels
  const edgesOf = (node: ElkNode): ElkExtendedEdge[] => [...(node.edges ?? []), ...(node.children ?? []).flatMap(edgesOf)];
  for (const edge of edgesOf(laid)) {
    for (const section of edge.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      parts.push(`<path d="M${points.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' L')}" fill="none" stroke="#666" stroke-width="1.2" marker-end="url(#arrow)"/>`);
    }
    for (const edgeLabel of edge.labels ?? []) {
      if (!edgeLabel.text) continue;
      const x = edgeLabel.x ?? 0;
      const y = edgeLabel.y ?? 0;
      parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(edgeLabel.width ?? 0).toFixed(1)}" height="${(edgeLabel.height ?? LABEL_H).toFixed(1)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`);
      edgeLabel.text.split('\n').forEach((line, index) => {
        parts.push(text({ text: line, x: x + LABEL_PAD, y: y + index * LABEL_H, width: textWidth(line), height: LABEL_H }, 'fill="#444"'));
      });
    }
  }

  // the picture holds everything drawn, with a margin
  const title: LabelBox = { text: graph.id, x: 0, y: -LABEL_H - 10, width: textWidth(graph.id) * 1.25, height: LABEL_H * 1.25 };
  const extent = [...labels, title, { x: 0, y: 0, width: laid.width ?? 0, height: laid.height ?? 0 }];
  const minX = Math.min(...extent.map((b) => b.x)) - MARGIN;
  const minY = Math.min(...extent.map((b) => b.y)) - MARGIN;
  const maxX = Math.max(...extent.map((b) => b.x + b.width)) + MARGIN;
  const maxY = Math.max(...extent.map((b) => b.y + b.height)) + MARGIN;
  const width = Math.ceil(maxX - minX);
  const height = Math.ceil(maxY - minY);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX.toFixed(1)} ${minY.toFixed(1)} ${width} ${height}" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${FONT}">`,
    `<title>${esc(graph.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#666"/></marker></defs>',
    `<rect x="${minX.toFixed(1)}" y="${minY.toFixed(1)}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${title.x}" y="${(title.y + title.height - 4).toFixed(1)}" textLength="${title.width.toFixed(1)}" lengthAdjust="spacingAndGlyphs" font-size="${FONT * 1.25}" font-weight="bold">${esc(graph.id)}</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
