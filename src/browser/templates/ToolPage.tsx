import { useEffect, useMemo, useState } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { Faq } from '../components/Faq.js';
import { RouteIntro } from '../components/PageIntro.js';
import { itemLanguage, partLanguage } from '../components/language.js';
import { Prose } from '../components/Prose.js';
import { SiteLink } from '../components/SiteLink.js';
import type { PageDataFor } from '../../shared/page-data.js';
import { TOOLS } from '../../shared/law/tools/index.js';
import { withDefaults } from '../../shared/law/tools/defaults.js';
import type { ToolInputs } from '../../shared/law/tools/outcome.js';
import { formatDay } from '../../shared/law/format.js';
import { ToolForm } from '../tools/ToolForm.js';
import { resultsSentence, ToolResults } from '../tools/ToolResults.js';
import { ToolSteps } from '../tools/ToolSteps.js';
import { adviserHref, adviserMessage } from '../tools/adviser-link.js';
import { promptText } from '../tools/tool-prompt.js';
import { readInputs, writeInputs } from '../tools/tool-query.js';
import '../styles/tools.css';

/** Long enough to finish typing a figure before the result is read out, short enough to feel immediate. */
const ANNOUNCE_DELAY = 700;

export function ToolPage({ data }: { data: PageDataFor<'tool'> }) {
  const { locale } = useSiteLayout();
  const { route, html } = data;
  const tool = data.tool!;
  const spec = TOOLS[route.tool];
  const words = tool.words;
  const [ready, setReady] = useState(false);
  const [inputs, setInputs] = useState<ToolInputs>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  // The prerendered page cannot know the address's query: the inputs are read once the script runs.
  useEffect(() => {
    const fromAddress = readInputs(window.location.search, spec.fields);
    setInputs(fromAddress);
    setTouched(new Set(Object.keys(fromAddress)));
    setReady(true);
  }, [spec]);

  // What the form shows and the tool answers: the visitor's inputs, and a default where the law gives one (the
  // address holds only what the visitor typed).
  const shown = useMemo(() => withDefaults(spec.fields, tool.law, inputs), [spec, tool.law, inputs]);
  const answer = useMemo(() => spec.answer(tool.law, shown), [spec, tool.law, shown]);
  // An empty required field is reported once the visitor has left it (or the address named it), not while typing elsewhere.
  const errors = useMemo(() => {
    if (answer.kind !== 'invalid') return {};
    return Object.fromEntries(
      Object.entries(answer.errors)
        .filter(([name, key]) => key !== 'errorRequired' || touched.has(name))
        .map(([name, key]) => [name, words[key] ?? key]),
    );
  }, [answer, touched, words]);
  const summary = answer.kind === 'result' ? resultsSentence(answer.outcome, spec.results, words, locale) : '';
  const prompt = promptText(spec.fields, answer, errors, words, locale);

  useEffect(() => {
    if (!ready) return;
    // Read out once the visitor has typed: the result, or what is still needed.
    const text = answer.kind === 'result' ? summary : touched.size > 0 ? prompt : '';
    const timer = setTimeout(() => setAnnouncement(text), ANNOUNCE_DELAY);
    return () => clearTimeout(timer);
  }, [ready, answer.kind, summary, prompt, touched]);

  const change = (name: string, value: string) => {
    const next = { ...inputs, [name]: value };
    setInputs(next);
    writeInputs(next, spec.fields);
  };
  const blur = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  return (
    <>
      {/* The badge is decoration, drawn by the stylesheet beside the heading where there is room (styles/sections.css). */}
      <div
        className={route.image ? 'page-intro-badged' : undefined}
        style={route.image ? ({ '--badge': `url("${route.image}")` } as React.CSSProperties) : undefined}
      >
        <RouteIntro data={data} withReviewed />
      </div>
      <div className="section">
        <div className="container tool-layout">
          <section className="form-panel tool-panel" aria-labelledby="tool-heading">
            <h2 id="tool-heading">{words.calculatorHeading}</h2>
            {!ready && <p className="tool-needs-js">{words.needsJavaScript}</p>}
            <ToolForm fields={spec.fields} inputs={shown} errors={errors} words={words} ready={ready} onChange={change} onBlur={blur} />
            <section className="tool-outcome" aria-labelledby="tool-result-heading">
              <h2 id="tool-result-heading">{words.resultHeading}</h2>
              <p className="visually-hidden" role="status">
                {announcement}
              </p>
              {answer.kind === 'result' ? (
                <>
                  <ToolResults outcome={answer.outcome} names={spec.results} words={words} locale={locale} />
                  <h3>{words.stepsHeading}</h3>
                  <ToolSteps outcome={answer.outcome} words={words} instruments={tool.instruments} locale={locale} />
                  <p className="tool-note">
                    {words.lawAsOf.replace('{day}', formatDay(tool.law.asOf, locale))} {words.rounding}
                  </p>
                  <p className="tool-ask">
                    <SiteLink
                      href={adviserHref(locale.prefix, adviserMessage(route.heading, spec.fields, shown, summary, words, locale))}
                      className="button button-accent"
                    >
                      {words.askAdviser}
                    </SiteLink>
                  </p>
                </>
              ) : (
                <p className="tool-prompt">{prompt}</p>
              )}
            </section>
          </section>
          <div className="tool-explanation">
            <Prose html={html.body ?? ''} lang={partLanguage(data, 'body')} />
            <Faq items={route.faq ?? []} itemLang={itemLanguage(data, 'faq')} />
          </div>
        </div>
      </div>
    </>
  );
}
