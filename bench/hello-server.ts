/** `npm run bench`'s start-up reference: a bare Hono hello world on Node, started with `node --import tsx` (it is TypeScript). */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4181) });
