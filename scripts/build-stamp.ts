/**
 * The build stamp (issue 14): a hash of everything the production build is made from, written to
 * `<dist>/.build-stamp` after a build. `npm start` (scripts/start.mjs, then scripts/start.ts) builds
 * only when the stamp is missing or differs, so a second start with nothing changed goes straight to
 * the server.
 *
 * Inputs: the app's sources (src/, machines/, contract/, generated/, public/), the build's
 * configuration (vite, panda, postcss, tsconfig), package-lock.json (a dependency bump), and the
 * build-time `VITE_*` variables (they are compiled into the bundle).
 *
 * The server has its own stamp (`serverStamp`, issue 14 start-up): `npm start` runs the server from
 * one bundled file (scripts/build-server.ts) made from server/ (tests left out), package.json,
 * package-lock.json (the bundled dependencies), tsconfig.json and the bundler script itself. A change
 * to the server rebuilds only the server's bundle (a fraction of a second), never the app.
 *
 * The functions live in scripts/freshness.mjs, plain JavaScript: `npm start`'s launcher
 * (scripts/start.mjs) checks both stamps with them without tsx, and decides as this side does.
 */
export { buildStamp, isBuildCurrent, isServerBundleCurrent, SERVER_STAMP_FILE, serverStamp, shown, STAMP_FILE, writeBuildStamp } from './freshness.mjs';
