import { bearer, memberIdOf, signInNaver, type TestApp } from '../../server/test-app';

/** For the catalogue tests: JSON calls against a test app, and members to make them as. */

export interface Call {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
  readonly body: any;
  readonly headers: Headers;
}

export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Call> {
  const res = await t.app.request(encodeURI(path), {
    method,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), headers: res.headers };
}

export const get = (t: TestApp, path: string, token?: string) => call(t, 'GET', path, { token });

export async function newMember(t: TestApp): Promise<{ token: string; memberId: number }> {
  const signIn = await signInNaver(t);
  return { token: signIn.accessToken, memberId: memberIdOf(signIn.accessToken) };
}

export function isSortedBy<T>(items: readonly T[], key: (item: T) => number, direction: 'asc' | 'desc'): boolean {
  return items.every((item, i) => {
    if (i === 0) return true;
    const previous = items[i - 1];
    if (previous === undefined) return true;
    return direction === 'asc' ? key(previous) <= key(item) : key(previous) >= key(item);
  });
}
