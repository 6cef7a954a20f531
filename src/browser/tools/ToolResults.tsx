import type { SiteLocale } from '../../shared/locales.js';
import { machineValue, type Outcome } from '../../shared/law/tools/outcome.js';
import { formatShown } from './tool-format.js';

/**
 * Each result that applies with its label (a tool leaves out the ones that do not: no de minimis line for a business
 * outside a free zone); `data-result`/`data-value` carry the machine value for tests and other programs.
 */
export function ToolResults({
  outcome,
  names,
  words,
  locale,
}: {
  outcome: Outcome;
  names: readonly string[];
  words: Record<string, string>;
  locale: SiteLocale;
}) {
  return (
    <dl className="tool-results">
      {resultNames(outcome, names).map((name) => {
        const shown = outcome.results[name];
        return (
          <div key={name}>
            <dt>{words[name] ?? name}</dt>
            <dd data-result={name} data-value={machineValue(shown)}>
              {formatShown(shown, locale, words)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function resultNames(outcome: Outcome, names: readonly string[]): string[] {
  return names.filter((name) => outcome.results[name] !== undefined);
}

/** The results in one line, for the live region and the message to an adviser. */
export function resultsSentence(outcome: Outcome, names: readonly string[], words: Record<string, string>, locale: SiteLocale): string {
  return resultNames(outcome, names)
    .map((name) => `${words[name] ?? name}: ${formatShown(outcome.results[name], locale, words)}`)
    .join(locale.semicolon);
}
