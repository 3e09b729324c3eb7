import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** DESIGN.md's layering is enforced by lint: these probes must be refused. */
const eslint = new ESLint({ cwd: process.cwd() });

/** Lints a probe file written at `filePath` (import rules need a real file), then removes it. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const probe = filePath.replace(/probe\.ts$/, `lint-probe-${process.pid}.ts`);
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('layering lint', () => {
  it('keeps React and src/ out of machines/', async () => {
    const found = await problems(
      'machines/session/probe.ts',
      "import { useState } from 'react';\nimport { env } from '../../src/config/env';\nexport const x = [useState, env];\n",
    );
    expect(found.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('keeps features out of the design system', async () => {
    const found = await problems('src/ui/probe.ts', "import { HomeScreen } from '../features/home/home-screen';\nexport const y = HomeScreen;\n");
    expect(found).toContain('import/no-restricted-paths');
  });

  it('keeps machines out of the design system (issue 26)', async () => {
    const found = await problems(
      'src/ui/probe.ts',
      "import { externalLinkMachine } from '../../machines/external-link/external-link.machine';\nexport const y = externalLinkMachine;\n",
    );
    expect(found).toContain('import/no-restricted-paths');
  });

  it('keeps the database and HTTP out of server/art (issue 26)', async () => {
    const found = await problems('server/art/probe.ts', "import { Hono } from 'hono';\nimport { products } from '../db/schema';\nexport const y = [Hono, products];\n");
    expect(found.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('keeps features from importing each other', async () => {
    const found = await problems(
      'src/features/home/probe.ts',
      "import { WelcomeScreen } from '../welcome/welcome-screen';\nexport const z = WelcomeScreen;\n",
    );
    expect(found).toContain('import/no-restricted-paths');
  });

  it('forbids any in src/', async () => {
    const found = await problems('src/platform/probe.ts', 'export const value: any = 1;\n');
    expect(found).toContain('@typescript-eslint/no-explicit-any');
  });

  it('accepts a clean file', async () => {
    expect(await problems('src/platform/probe.ts', 'export const value = 1;\n')).toEqual([]);
  });
});
