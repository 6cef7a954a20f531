import { useSiteLayout } from '../app/site-layout.js';
import { AlertSubscribeForm } from '../components/AlertSubscribeForm.js';
import { FilledText } from '../components/FilledText.js';
import { RouteIntro } from '../components/PageIntro.js';
import { languageOf, usePartLanguage } from '../components/language.js';
import { SiteLink } from '../components/SiteLink.js';
import type { LawChangeItem, LawChangesPageData, PageDataFor } from '../../shared/page-data.js';
import { fillText } from '../../shared/fill-text.js';
import { writeWholeNumber } from '../../shared/number-words.js';
import '../styles/law-changes.css';

type Words = PageDataFor<'law-changes'>['route']['words'];
type Language = ReturnType<typeof usePartLanguage>;

/** Changes of one day together, under the day: the log reads as a calendar. */
function byDay(items: LawChangeItem[]): LawChangeItem[][] {
  const days: LawChangeItem[][] = [];
  for (const item of items) {
    if (days.at(-1)?.[0].from === item.from) days.at(-1)!.push(item);
    else days.push([item]);
  }
  return days;
}

function ChangeValue({ item, words, language }: { item: LawChangeItem; words: Words; language: Language }) {
  const { locale } = useSiteLayout();
  // A rule that stopped applying has the page's word for it as its value, which may still be English.
  const valueLanguage = (text: string) => (text === words.stopped ? language('words.stopped') : {});
  if (item.oldText === undefined)
    return (
      <>
        <span className="law-new" {...valueLanguage(item.newText)}>
          {item.newText}
        </span>{' '}
        <span {...language('words.firstValue')}>{words.firstValue}</span>
      </>
    );
  return (
    <>
      <span className="law-old" {...valueLanguage(item.oldText)}>
        {item.oldText}
      </span>{' '}
      <span aria-hidden="true">{locale.dir === 'rtl' ? '←' : '→'}</span>
      <span className="visually-hidden" {...language('words.changedTo')}>
        {' '}
        {words.changedTo}{' '}
      </span>{' '}
      <span className="law-new" {...valueLanguage(item.newText)}>
        {item.newText}
      </span>
    </>
  );
}

function Change({ item, log, words, language }: { item: LawChangeItem; log: LawChangesPageData; words: Words; language: Language }) {
  const layout = useSiteLayout();
  const instrument = log.instruments[item.instrument];
  const count = item.pages.length;
  return (
    <li id={item.key} className="law-change">
      <h4 {...languageOf(item.label.lang, layout)}>{item.label.text}</h4>
      <dl>
        <div>
          <dt {...language('words.value')}>{words.value}</dt>
          <dd>
            <ChangeValue item={item} words={words} language={language} />
          </dd>
        </div>
        <div>
          <dt {...language('words.setBy')}>{words.setBy}</dt>
          <dd {...languageOf(instrument.lang, layout)}>
            {instrument.url ? (
              <a href={instrument.url} target="_blank" rel="noopener noreferrer">
                {instrument.name}
                <span className="visually-hidden"> {layout.strings.opensInNewTab}</span>
              </a>
            ) : (
              instrument.name
            )}{' '}
            {instrument.title}
          </dd>
        </div>
        <div>
          <dt {...language('words.quotedOn')}>{words.quotedOn}</dt>
          <dd>
            {count === 0 ? (
              <span {...language('words.notQuoted')}>{words.notQuoted}</span>
            ) : (
              <details>
                <summary {...language(count === 1 ? 'words.pageCountOne' : 'words.pageCount')}>
                  {count === 1 ? words.pageCountOne : fillText(words.pageCount, { count: writeWholeNumber(count, layout.numberWords) })}
                </summary>
                <ul>
                  {item.pages.map((index) => {
                    const page = log.pages[index];
                    return (
                      <li key={page.path}>
                        <SiteLink href={page.path} {...languageOf(page.title.lang, layout)}>
                          {page.title.text}
                        </SiteLink>
                      </li>
                    );
                  })}
                </ul>
              </details>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function ChangeList({ items, log, words, language }: { items: LawChangeItem[]; log: LawChangesPageData; words: Words; language: Language }) {
  return (
    <ol className="law-days">
      {byDay(items).map((day) => (
        <li key={day[0].from}>
          <h3>
            <time dateTime={day[0].from}>{day[0].fromText}</time>
          </h3>
          <ul className="law-changes">
            {day.map((item) => (
              <Change key={item.key} item={item} log={log} words={words} language={language} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function LawChangesPage({ data }: { data: PageDataFor<'law-changes'> }) {
  const language = usePartLanguage(data);
  const { words } = data.route;
  const log = data.lawChanges!;
  return (
    <>
      <RouteIntro data={data} withReviewed />
      <div className="section">
        <div className="container narrow law-log">
          <p className="law-log-about">
            <span {...language('words.asOf')}>
              <FilledText text={words.asOf} values={{ day: <time dateTime={log.asOf}>{log.asOfText}</time> }} />
            </span>{' '}
            <a href={log.feed} type="application/atom+xml" className="law-log-feed" {...language('words.feed')}>
              {words.feed}
            </a>
          </p>
          <AlertSubscribeForm words={words} language={language} />
          <section aria-labelledby="law-upcoming">
            <h2 id="law-upcoming" {...language('words.upcomingHeading')}>
              {words.upcomingHeading}
            </h2>
            {log.upcoming.length === 0 ? (
              <p {...language('words.noUpcoming')}>{words.noUpcoming}</p>
            ) : (
              <ChangeList items={log.upcoming} log={log} words={words} language={language} />
            )}
          </section>
          <section aria-labelledby="law-in-force">
            <h2 id="law-in-force" {...language('words.inForceHeading')}>
              {words.inForceHeading}
            </h2>
            <ChangeList items={log.inForce} log={log} words={words} language={language} />
          </section>
        </div>
      </div>
    </>
  );
}
