/**
 * The dialogs and navigation the heart needs (src/api/likes.ts), plugged in by the composition
 * root (src/app/bootstrap.ts). Its own small module, so the app's entry does not carry the like
 * logic itself.
 */

/**
 * What the composition root plugs in: src/api opens no dialogs and never
 * navigates itself (DESIGN.md "Server data").
 */
export interface LikePorts {
  /** the server's message for 91/92, or another failure's Korean text */
  alert(message: string): void | Promise<void>;
  /** the visitor's login question; resolves true to go and log in */
  confirm(message: string): Promise<boolean>;
  /** /login?redirectUri=<the current path> */
  goToLogin(): void;
  /**
   * Whether the shopper is a member, from the session actor once the login state is known (a token
   * validation under way is waited for). Not the value a screen rendered: while React hydrates, a
   * screen draws the server's view (a visitor), and a tap then must not ask a member to log in.
   */
  isMember(): Promise<boolean>;
}

let ports: LikePorts = {
  alert: () => undefined,
  confirm: () => Promise.resolve(false),
  goToLogin: () => undefined,
  isMember: () => Promise.resolve(false),
};

export function configureLikes(next: Partial<LikePorts>): void {
  ports = { ...ports, ...next };
}

/** The ports as configured (harmless defaults until bootstrap runs). */
export function likePorts(): LikePorts {
  return ports;
}

/** What a visitor is asked before a like (they cannot like without logging in). */
export const LOGIN_REQUIRED_MESSAGE = '로그인이 필요한 서비스예요. 로그인하시겠어요?';

/** The visitor's login question; yes goes to /login with the way back. */
export async function askToLogIn(): Promise<void> {
  if (await ports.confirm(LOGIN_REQUIRED_MESSAGE)) ports.goToLogin();
}

/** Whether the shopper is a member now (the session's settled state, see LikePorts.isMember). */
export function memberNow(): Promise<boolean> {
  return ports.isMember();
}

/**
 * Before what only a member may do: true for a member; a visitor is asked to log in (yes goes to
 * /login with the way back) and it resolves false.
 */
export async function memberOrAskToLogIn(): Promise<boolean> {
  if (await ports.isMember()) return true;
  void askToLogIn();
  return false;
}
