/**
 * `npm run flows`: writes every statechart of machines/ to docs/flows/ for developers.
 *
 * For each `machines/**\/*.machine.ts` and each machine it exports:
 * - docs/flows/<id>.json: the machine's config as JSON (states, transitions, named actions, guards,
 *   actors and delays), the shape `createMachine({...})` takes. Paste it into the Stately editor
 *   through "Import from code" wrapped as `createMachine(<json>)` (docs/flows/<id>.md has it ready).
 *   Inline functions (context factories, dynamic action params, invoke inputs) cannot travel as
 *   data and are left out; everything the diagram needs is named.
 * - docs/flows/<id>.md: a Mermaid stateDiagram-v2 (GitHub and most editors draw it) and the
 *   paste-ready `createMachine({...})` snippet.
 * - docs/flows/<id>.svg: a drawing of the same diagram, made here without any network or browser.
 *
 * The script checks its own output: `createMachine(json)` must rebuild exactly the states and
 * transitions of the real machine, or it fails.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { renderSvg } from './flows-svg';

const root = process.cwd();
const machinesDir = join(root, 'machines');
const outDir = join(root, 'docs', 'flows');

function findMachineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findMachineFiles(path);
    return entry.name.endsWith('.machine.ts') ? [path] : [];
  });
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function' &&
    typeof (value as { root?: unknown }).root === 'object' &&
    typeof (value as { config?: unknown }).config === 'object'
  );
}

// ---------------------------------------------------------------------------------------------
// Config → JSON (createMachine-compatible)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys whose function values are runtime-only and are dropped (with a note in the output). */
const RUNTIME_ONLY = new Set(['context', 'input', 'params', 'output']);

function toJsonConfig(value: unknown, key = '', dropped: Set<string> = new Set()): Json | undefined {
  if (typeof value === 'function') {
    if (RUNTIME_ONLY.has(key)) {
      dropped.add(key);
      return undefined;
    }
    // an inline action or guard has no name to show (the house style names them in setup()):
    // it is exported as 'inline' and reported
    dropped.add(`inline ${key}`);
    return 'inline';
  }
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => toJsonConfig(item, key, dropped)).filter((item): item is Json => item !== undefined);
  if (typeof value === 'object') {
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const converted = toJsonConfig(v, k, dropped);
      if (converted !== undefined) out[k] = converted;
    }
    return out;
  }
  throw new Error(`cannot export a ${typeof value} under "${key}"`);
}

// ---------------------------------------------------------------------------------------------
// The graph: states and transitions, for the self-check and the diagrams

export interface Edge {
  source: string;
  targets: string[];
  label: string;
}

export interface Graph {
  id: string;
  root: AnyStateNode;
  edges: Edge[];
}

function eventLabel(eventType: string, node: AnyStateNode): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const afterPrefix = 'xstate.after.';
  const afterSuffix = `.${node.id}`;
  if (eventType.startsWith(afterPrefix) && eventType.endsWith(afterSuffix)) {
    const delay = eventType.slice(afterPrefix.length, -afterSuffix.length);
    return `after ${/^\d+$/.test(delay) ? `${delay} ms` : delay}`;
  }
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ' [inline]';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String((guard as { type: unknown }).type)}]`;
  return ' [guard]';
}

export function graphOf(machine: AnyStateMachine): Graph {
  const edges: Edge[] = [];
  (function walk(node: AnyStateNode) {
    const add = (eventType: string, transition: { guard?: unknown; target?: readonly AnyStateNode[] | undefined }) => {
      const targets = (transition.target ?? []).map((target) => target.id);
      edges.push({ source: node.id, targets, label: `${eventLabel(eventType, node)}${guardLabel(transition.guard)}` });
    };
    for (const [eventType, list] of node.transitions) for (const transition of list) add(eventType, transition);
    for (const transition of node.always ?? []) add('', transition);
    Object.values(node.states).forEach(walk);
  })(machine.root);
  return { id: machine.id, root: machine.root, edges };
}

function signature(graph: Graph): string[] {
  const states: string[] = [];
  (function walk(node: AnyStateNode) {
    states.push(`state ${node.id} ${node.type} initial=${node.initial?.target.map((t) => t.id).join(',') ?? ''}`);
    Object.values(node.states).forEach(walk);
  })(graph.root);
  return [...states, ...graph.edges.map((e) => `edge ${e.source} -> ${e.targets.join(',')} : ${e.label}`)].sort();
}

// ---------------------------------------------------------------------------------------------
// Mermaid

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const mermaidLabel = (text: string) => text.replace(/:/g, '꞉').replace(/[{}]/g, '');

export function toMermaid(graph: Graph): string {
  const lines = ['stateDiagram-v2'];
  const indent = (depth: number) => '  '.repeat(depth);
  const nodes = new Map<string, AnyStateNode>();
  (function collect(node: AnyStateNode) {
    nodes.set(node.id, node);
    Object.values(node.states).forEach(collect);
  })(graph.root);
  const ancestors = (node: AnyStateNode): AnyStateNode[] => (node.parent ? [node.parent, ...ancestors(node.parent)] : []);
  /** a transition of the machine itself, or of a compound state towards its own states, applies in every state inside */
  const anyOf = (node: AnyStateNode) => `${mermaidId(node.id)}__any`;
  const withAny = new Set<string>();
  /** Edges are written in the block of the closest compound state holding both ends (Mermaid draws them best there). */
  const edgesByBlock = new Map<string, string[]>();
  const add = (block: AnyStateNode, line: string) => {
    const list = edgesByBlock.get(block.id) ?? [];
    list.push(line);
    edgesByBlock.set(block.id, list);
  };
  for (const edge of graph.edges) {
    const source = nodes.get(edge.source);
    if (!source) continue;
    for (const targetId of edge.targets.length > 0 ? edge.targets : [edge.source]) {
      const target: AnyStateNode = nodes.get(targetId) ?? source;
      if (source === graph.root || ancestors(target).includes(source)) {
        withAny.add(source.id);
        // a transition of the machine without a target stays in whatever state it is in
        add(source, `${anyOf(source)} --> ${target === graph.root ? anyOf(source) : mermaidId(target.id)} : ${mermaidLabel(edge.label)}`);
        continue;
      }
      const targetAncestors = new Set(ancestors(target));
      const common = ancestors(source).find((node) => targetAncestors.has(node)) ?? graph.root;
      // a parallel state's block holds only its regions: write the edge one level up
      const block = common.type === 'parallel' && common.parent ? common.parent : common;
      add(block, `${mermaidId(source.id)} --> ${mermaidId(target.id)} : ${mermaidLabel(edge.label)}`);
    }
  }

  function declare(node: AnyStateNode, depth: number) {
    const children = Object.values(node.states);
    const id = mermaidId(node.id);
    if (children.length === 0) {
      lines.push(`${indent(depth)}state "${node.key}" as ${id}`);
      if (node.type === 'final') lines.push(`${indent(depth)}${id} --> [*]`);
      return;
    }
    lines.push(`${indent(depth)}state "${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    body(node, depth + 1);
    lines.push(`${indent(depth)}}`);
  }

  function body(node: AnyStateNode, depth: number) {
    const children = Object.values(node.states);
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent(depth)}--`);
        declare(child, depth);
      });
      return;
    }
    for (const target of node.initial?.target ?? []) lines.push(`${indent(depth)}[*] --> ${mermaidId(target.id)}`);
    if (withAny.has(node.id)) lines.push(`${indent(depth)}state "from any state" as ${anyOf(node)}`);
    for (const child of children) declare(child, depth);
    for (const line of edgesByBlock.get(node.id) ?? []) lines.push(`${indent(depth)}${line}`);
  }

  if (graph.root.type === 'parallel') {
    // Mermaid separates regions (--) only inside a compound state: wrap a parallel root
    lines.push(`  state "${graph.id} (parallel)" as ${mermaidId(graph.root.id)} {`);
    body(graph.root, 2);
    lines.push('  }');
    for (const line of edgesByBlock.get(graph.root.id) ?? []) lines.push(`  ${line}`);
  } else {
    body(graph.root, 1);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

/** Every file of docs/flows/ as `npm run flows` writes it: file name → content. */
export async function generateFlows(): Promise<Map<string, string>> {
  const files = findMachineFiles(machinesDir).sort();
  const out = new Map<string, string>();
  const index: string[] = [];

  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const machines = Object.values(module).filter(isMachine);
    if (machines.length === 0) throw new Error(`${relative(root, file)} exports no machine`);
    for (const machine of machines) {
      const name = machine.id;
      const dropped = new Set<string>();
      const config = toJsonConfig(machine.config, '', dropped) as { [key: string]: Json };
      // the self-check: the exported config rebuilds the same graph
      const rebuilt = createMachine(config as never);
      const expected = signature(graphOf(machine));
      const actual = signature(graphOf(rebuilt as AnyStateMachine));
      const missing = expected.filter((line) => !actual.includes(line));
      const extra = actual.filter((line) => !expected.includes(line));
      if (missing.length > 0 || extra.length > 0) {
        throw new Error(`${name}: the exported config does not rebuild the machine\nmissing: ${missing.join('\n')}\nextra: ${extra.join('\n')}`);
      }

      const inline = [...dropped].filter((key) => key.startsWith('inline '));
      if (inline.length > 0) console.warn(`flows: ${name} has unnamed ${inline.map((k) => k.slice(7)).join(', ')} functions (exported as 'inline'); name them in setup()`);
      const graph = graphOf(machine);
      const json = JSON.stringify(config, null, 2);
      const source = relative(root, file);
      out.set(`${name}.json`, `${json}\n`);
      out.set(`${name}.svg`, await renderSvg(graph));
      out.set(
        `${name}.md`,
        [
          `# ${name}`,
          '',
          `Generated by \`npm run flows\` from \`${source}\`. Do not edit: change the machine and run it again.`,
          '',
          `![${name}](./${name}.svg)`,
          '',
          '```mermaid',
          toMermaid(graph),
          '```',
          '',
          '## In the Stately editor',
          '',
          'Create a machine, choose **Import** in the Code panel and paste:',
          '',
          '```ts',
          `createMachine(${json});`,
          '```',
          '',
          dropped.size > 0
            ? `Left out (runtime functions, not data): ${[...dropped].sort().map((key) => `\`${key}\``).join(', ')}. Actions, guards, actors and delays keep their names; their code is in \`${source}\` and \`src/app/actors.ts\`.`
            : `Actions, guards, actors and delays keep their names; their code is in \`${source}\` and \`src/app/actors.ts\`.`,
          '',
        ].join('\n'),
      );
      index.push(`- [${name}](./${name}.md) — \`${source}\`, ${signature(graph).filter((l) => l.startsWith('state ')).length} states, ${graph.edges.length} transitions`);
      console.log(`flows: ${name} ← ${source}`);
    }
  }

  out.set(
    'README.md',
    [
      '# Flows',
      '',
      'Every statechart of `machines/`, generated by `npm run flows` (see README "Flows for developers").',
      '',
      ...index,
      '',
    ].join('\n'),
  );
  return out;
}

async function main() {
  const out = await generateFlows();
  if (existsSync(outDir)) {
    for (const name of readdirSync(outDir)) if (/\.(json|md|svg)$/.test(name)) rmSync(join(outDir, name));
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of out) writeFileSync(join(outDir, name), content);
  console.log(`flows: ${out.size - 1} files of ${(out.size - 1) / 3} machines written to ${relative(root, outDir)}/ (${basename(outDir)}/README.md lists them)`);
}

// `npm run flows` writes the files; tests import generateFlows to compare
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
