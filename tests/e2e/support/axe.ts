import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on this page, run in the page itself (`axe.run`). @axe-core/playwright's default runs each frame's
 * part and then opens a blank page of its own in the test's context, loads axe again there and
 * gathers the results in it: ~0.5 s more per check (1.8 against 1.25 s on 8 routes here), ~165 checks
 * in the suite. The rules and their results are the same; that default exists for cross-origin
 * iframes, and the app's pages have none (docs/decisions.md "Test time").
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
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
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}
