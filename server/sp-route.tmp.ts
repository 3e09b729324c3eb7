import { performance } from 'node:perf_hooks';
import { openTestDatabase } from './test-database';
import { testApp } from './test-app';
import { products } from './db/schema';

const db = await openTestDatabase();
const t = testApp(db.db);
const names = (await db.db.select({ name: products.name }).from(products)).map((r) => r.name);
const words = new Set<string>();
for (const name of names) for (const w of name.split(/[\s·,()/]+/).filter((p) => p.length >= 2 && !/^\d/.test(p))) { words.add(w); words.add(w.slice(0, 2)); }
const list = [...words];
console.log('keywords', list.length);
const path = (w: string) => `/api/v2/display/search?keyword=${encodeURIComponent(w)}`;
const N = Number(process.env.N ?? 600);
for (let round = 0; round < 3; round++) {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) { const r = await t.app.request(path(list[(i + round * 7) % list.length]!)); await r.text(); }
  console.log('search', ((performance.now() - t0) / N).toFixed(2), 'ms');
  const t1 = performance.now();
  for (let i = 0; i < N; i++) { const r = await t.app.request('/api/health'); await r.text(); }
  console.log('health', ((performance.now() - t1) / N).toFixed(2), 'ms');
}
await db.close();
