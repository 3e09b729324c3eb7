/**
 * The member a page is being rendered for on the server, or null (DESIGN.md "Server rendering").
 *
 * A page the server renders is a visitor's: it reads no cookie or storage. One exception (issue 24
 * §4): my page, for a request that carries the member's access cookie (SPEC.md §9 keeps the tokens
 * in cookies as well as in storage). The server entry (src/entry-server.tsx) runs that one render in
 * a scope of its own and plugs in where the scope's member is read; everywhere else, and always in
 * the browser, there is none. What reads it: the `_auth` layout (rendered instead of left to the
 * browser), its guard (the member is known), my page's loader (the member's calls) and the API
 * client (their token on those calls). Such a page is never cached (`private, no-store`).
 */
export interface ServerMember {
  readonly accessToken: string;
}

let current: () => ServerMember | null = () => null;

/** The server entry's scope (AsyncLocalStorage); set once, on the server only. */
export function setServerMemberSource(source: () => ServerMember | null): void {
  current = source;
}

/** The member this server render is for; null for a visitor's render and in the browser. */
export function serverMember(): ServerMember | null {
  return current();
}
