import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's minified build, read once per worker */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** the WCAG 2.x A/AA rules */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** what a check reports of a violated rule */
export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Axe's violations on the page as it is now, run in the page itself (`axe.run`). axe-core is put in
 * each frame once per document, from its minified build, and only violations are gathered with their
 * elements (`resultTypes`): the rules and the violations found are axe's own. @axe-core/playwright,
 * used before, put the unminified build (1.3 MB) in the page twice per check and gathered every
 * passing element too: 0.8 s more processor time per check, ~165 checks in the suite
 * (docs/decisions.md "Test time").
 *
 * `include`: a selector for the part to check (default: the whole document); `tags`: only the rules
 * with these tags (default: every rule axe runs by default).
 */
export async function axeViolations(page: Page, { include, tags }: { include?: string; tags?: readonly string[] } = {}): Promise<Violation[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof window.axe?.run === 'function').catch(() => true);
    // a frame of another origin or one that went away is left out, as axe leaves it
    if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = window.axe;
      if (!axe) throw new Error('axe-core is not in the page');
      const options: RunOptions = { resultTypes: ['violations'] };
      if (tags) options.runOnly = { type: 'tag', values: tags };
      const { violations } = await axe.run(include === undefined ? document : { include: [include] }, options);
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include, tags: tags ? [...tags] : undefined },
  );
}

/** the serious and critical ones, one line each with their first elements */
export function seriousOf(violations: readonly Violation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.targets.slice(0, 3).join('\n  ')}`);
}

/**
 * An accessibility check of the page as it is now: no serious or critical axe violation
 * (WCAG 2.x A/AA rules). The message lists each failing rule with its first elements.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // a dialog fading in is half transparent: let running finite animations and transitions end first
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  const report = seriousOf(await axeViolations(page, { tags: WCAG_AA }));
  expect(report, report.join('\n')).toEqual([]);
}
