import { FilledText } from '../components/FilledText.js';
import type { SiteLocale } from '../../shared/locales.js';
import type { Outcome } from '../../shared/law/tools/outcome.js';
import { formatDay } from '../../shared/law/format.js';
import { formatShown } from './tool-format.js';

interface ToolStepsProps {
  outcome: Outcome;
  words: Record<string, string>;
  instruments: Record<string, string>;
  locale: SiteLocale;
}

/** An instrument's name as the page's language writes it; an English name on an Arabic page marked as English. */
function Instrument({ name, instruments, locale }: { name: string; instruments: Record<string, string>; locale: SiteLocale }) {
  const shown = instruments[name] ?? name;
  const english = locale.code !== 'en' && shown === name;
  return english ? (
    <cite lang="en" dir="ltr">
      {shown}
    </cite>
  ) : (
    <cite>{shown}</cite>
  );
}

/** Each step in words with the rule's instrument, then the schedule of dated charges where the tool has one. */
export function ToolSteps({ outcome, words, instruments, locale }: ToolStepsProps) {
  const value = (shown: Parameters<typeof formatShown>[0]) => formatShown(shown, locale, words);
  return (
    <>
      <ol className="tool-steps">
        {outcome.steps.map((step) => (
          <li key={step.say}>
            <FilledText
              text={words[step.say] ?? step.say}
              values={Object.fromEntries(Object.entries(step.values).map(([name, shown]) => [name, value(shown)]))}
            />
            {step.instruments.length > 0 && (
              <span className="tool-instruments">
                {' — '}
                {step.instruments.map((name, index) => (
                  <span key={name}>
                    {index > 0 && locale.semicolon}
                    <Instrument name={name} instruments={instruments} locale={locale} />
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
      {outcome.schedule && outcome.schedule.length > 0 && (
        <div className="table-scroll">
          <table className="tool-schedule">
            <caption>{words.scheduleHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{words.scheduleDay}</th>
                <th scope="col">{words.scheduleCharge}</th>
                <th scope="col">{words.scheduleAmount}</th>
              </tr>
            </thead>
            <tbody>
              {outcome.schedule.map((charge) => (
                <tr key={charge.day}>
                  <td>
                    <time dateTime={charge.day}>{formatDay(charge.day, locale)}</time>
                  </td>
                  <td>
                    {words[charge.say] ?? charge.say} (<Instrument name={charge.instrument} instruments={instruments} locale={locale} />)
                  </td>
                  <td>{value({ kind: 'aed', fils: charge.fils })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
