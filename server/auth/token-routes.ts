import type { TokenValidSchema } from '../../contract/schemas/auth';
import type { EmptyAnswerSchema, Wire } from '../../contract/schemas/page';
import { Hono } from 'hono';
import { header, text } from '../validation';
import { presentedAccessToken } from './middleware';
import type { TokenService } from './tokens';
import type { TokenPairSchema } from '../../contract/schemas/auth';

const TOKEN = text({ max: 4096 });

/** The token calls of SPEC.md §7, mounted at /api/v1/token/jwt. */
export function tokenRoutes(tokens: TokenService): Hono {
  return new Hono()
    .get('/validation', async (c) => {
      await tokens.authenticate(presentedAccessToken(c, 'accessToken'));
      return c.json({ valid: true } satisfies Wire<typeof TokenValidSchema>);
    })
    .put('/refresh', async (c) => {
      const accessToken = header(c, 'accessToken', TOKEN);
      const refreshToken = header(c, 'refreshToken', TOKEN);
      return c.json((await tokens.refresh(withoutBearer(accessToken), withoutBearer(refreshToken))) satisfies Wire<typeof TokenPairSchema>);
    })
    .delete('/', async (c) => {
      const accessToken = header(c, 'accessToken', TOKEN);
      const refreshToken = header(c, 'refreshToken', TOKEN);
      await tokens.logout(withoutBearer(accessToken), withoutBearer(refreshToken));
      return c.json({} satisfies Wire<typeof EmptyAnswerSchema>);
    });
}

function withoutBearer(value: string): string {
  return value.replace(/^Bearer\s+/i, '');
}
