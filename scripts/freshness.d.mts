/**
 * Types of scripts/freshness.mjs for the TypeScript side (the project's tsconfig does not read JS).
 * The implementation and its JSDoc are in freshness.mjs; keep the two in step.
 */
export declare const BUILT_ENTRY: string;
export declare const STAMP_FILE: '.build-stamp';
export declare const SERVER_STAMP_FILE: '.server-stamp';
/** the bundle's file name in its folder */
export declare const SERVER_ENTRY: 'main.mjs';

/** The hash of the app build's inputs, as hex. */
export declare function buildStamp(root: string, env?: NodeJS.ProcessEnv): string;
/** Whether `distDir` holds a build of exactly these inputs. */
export declare function isBuildCurrent(root: string, distDir: string, env?: NodeJS.ProcessEnv): boolean;
export declare function writeBuildStamp(root: string, distDir: string, env?: NodeJS.ProcessEnv): void;
/** The hash of the server bundle's inputs, as hex (the server reads its settings at run time, not here). */
export declare function serverStamp(root: string): string;
/** Whether `bundleDir` holds `entry` bundled from exactly these inputs. */
export declare function isServerBundleCurrent(root: string, bundleDir: string, entry: string): boolean;
/** For messages: the folder relative to the project. */
export declare function shown(root: string, dir: string): string;
/** Where the server's bundle is kept by default (node_modules/.cache/market-server). */
export declare function defaultBundleDir(root: string): string;

export interface StartDirs {
  /** the app's build: DIST_DIR, default dist */
  distDir: string;
  /** the server's bundle: SERVER_BUNDLE_DIR, default node_modules/.cache/market-server */
  bundleDir: string;
}
/** The folders `npm start` uses, from its environment. */
export declare function startDirs(root: string, env?: NodeJS.ProcessEnv): StartDirs;
/** `npm start`'s fast path: both the app's build and the server's bundle current, or undefined. */
export declare function currentStart(root: string, env?: NodeJS.ProcessEnv): (StartDirs & { bundle: string }) | undefined;
