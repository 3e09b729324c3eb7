// Regenerates generated/routeTree.gen.ts from src/routes without starting Vite (the Vite plugin does the
// same on `npm run dev`/`build`). Used by `npm run routes` and before type checking.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './generated/routeTree.gen.ts',
  quoteStyle: 'single',
  autoCodeSplitting: true,
});
await new Generator({ config, root: process.cwd() }).run();
console.log('generated/routeTree.gen.ts is up to date');
