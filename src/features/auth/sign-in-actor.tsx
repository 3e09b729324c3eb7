import { createActorContext } from '@xstate/react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { socialSignInMachine } from '../../../machines/social-sign-in/social-sign-in.machine';
import { createSignInMachine } from './sign-in-services';

/** The sign-in flow is screen-scoped (DESIGN.md): one actor per login or callback page. */
export const SignInActor = createActorContext(socialSignInMachine);

export function SignInProvider({ children }: { children: ReactNode }) {
  const { session } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const [logic] = useState(() =>
    createSignInMachine({ session, navigate: (to) => void navigate({ to, replace: true }) }),
  );
  return (
    <SignInActor.Provider logic={logic} options={{ input: { currentYear: new Date().getFullYear() } }}>
      {children}
    </SignInActor.Provider>
  );
}
