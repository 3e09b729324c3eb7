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
}

let ports: LikePorts = {
  alert: () => undefined,
  confirm: () => Promise.resolve(false),
  goToLogin: () => undefined,
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
