import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// The accessibility audit's rules and report, shared by every spec that checks a page or a state with axe-core.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Third-party frames (the map) are not ours to audit; the frame-title rule still checks each <iframe> itself.
 * Collecting violations only skips serialising every passing node.
 */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, iframes: false, resultTypes: ['violations'] };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in every document `context` opens, before the page's own scripts: a spec that audits many pages then
 * saves sending and compiling it for each (half a second a page on this machine, 2026-11-30). It only defines
 * `window.axe`, and changes nothing on the page until it is run.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/** Runs axe-core in the page itself (added now if the context did not preload it), as @axe-core/playwright's legacy mode does. */
async function audit(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options),
    OPTIONS,
  );
}

function describeViolations(results: AxeResults): string {
  return results.violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => `    ${node.target.join(' >>> ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
      const more = violation.nodes.length > 4 ? `\n    … and ${violation.nodes.length - 4} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'})\n${targets.join('\n')}${more}\n  ${violation.helpUrl}`;
    })
    .join('\n');
}

export async function expectNoViolations(page: Page, where: string) {
  const results = await audit(page);
  expect(results.violations.length, `axe violations on ${where}:\n${describeViolations(results)}`).toBe(0);
}
