/** Home's banners turn by themselves this often (and the bench watches them turn: bench/run.ts). */
export const BANNER_AUTOPLAY_MS = 4000;
