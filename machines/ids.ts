/** Ids of every machine and of the app-wide actors, defined once (STYLE.md). */
export const machineIds = {
  session: 'session',
  socialSignIn: 'socialSignIn',
  communityPost: 'communityPost',
  communityReport: 'communityReport',
  acceptAnswer: 'acceptAnswer',
  optimisticToggle: 'optimisticToggle',
  pointExchange: 'pointExchange',
  withdrawal: 'withdrawal',
} as const;

export const systemIds = {
  session: 'session',
} as const;
