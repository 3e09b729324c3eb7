import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n  ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}
