/**
 * The reference page's server for `npm run bench`: a bare Hono app serving DIST_DIR with the app
 * server's own static handler (server/static.ts: the same brotli/gzip, the same caching), and a
 * /api/health that answers 200 so the bench can wait for it.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createStaticSite } from '../../server/static';

const site = createStaticSite(process.env.DIST_DIR ?? 'bench/.build/reference', { fallback: '/index.html' });
site.warm();
const app = new Hono().get('/api/health', (c) => c.json({ status: 'ok' })).get('*', (c) => site.serve(c) ?? c.notFound());
serve({ fetch: app.fetch, hostname: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4180) });
