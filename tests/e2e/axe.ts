import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// The accessibility audit's rules and report, shared by every spec that checks a page or a state with axe-core.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Third-party frames (the map) are not ours to audit; the frame-title rule still checks each <iframe> itself.
 * Legacy mode runs axe in the page itself instead of finishing in a second, blank page, and collecting
 * violations only skips serialising every passing node: together they halve the time of an audit.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ iframes: false, resultTypes: ['violations'] })
    .setLegacyMode(true);
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
  const results = await axe(page).analyze();
  expect(results.violations.length, `axe violations on ${where}:\n${describeViolations(results)}`).toBe(0);
}
