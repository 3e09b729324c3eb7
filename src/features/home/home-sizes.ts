/** How many of each list home shows: its blocks and its loader ask for the same (./home-data.ts). */
export const HOME_DEAL_SIZE = 10;
export const HOME_BEST_SIZE = 5;
