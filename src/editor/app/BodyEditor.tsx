import { forwardRef, useEffect, useState } from 'react';
import { api, type EditorState, type Problem } from './api.js';
import { schedule } from './pending.js';
import { plainWords } from '../shared/plain-words.js';
import { ProblemDetails } from './ProblemDetails.js';

interface Props {
  file: string;
  initial: string;
  onState: (state: Partial<EditorState>) => void;
  /** Problems in this text (a broken link…), shown at the text box. */
  problems?: Problem[];
  /** The text's language when it is not the editor's: `ar` for the Arabic page text, written right to left. */
  lang?: 'ar';
}

const WORDS = {
  en: { id: 'body', heading: 'Page text', text: 'Text', preview: 'How it reads' },
  ar: { id: 'body-ar', heading: 'Page text in Arabic', text: 'Text in Arabic', preview: 'How it reads in Arabic' },
};

/** The page's markdown text: a text area and, beside it, the text as the site will render it (the build's renderer). */
export const BodyEditor = forwardRef<HTMLTextAreaElement, Props>(function BodyEditor({ file, initial, onState, problems = [], lang }, textRef) {
  const [text, setText] = useState(initial);
  const [html, setHtml] = useState('');
  const words = WORDS[lang ?? 'en'];
  const direction = lang ? { lang, dir: 'rtl' } : {};

  useEffect(() => {
    api.markdown(initial).then((rendered) => setHtml(rendered.html));
  }, [initial]);

  const change = (next: string) => {
    setText(next);
    schedule(
      `body:${file}`,
      async () => {
        const { html: rendered, ...state } = await api.setBody(file, next);
        setHtml(rendered);
        onState(state);
      },
      350,
    );
  };

  return (
    <section className="body-editor" aria-labelledby={`${words.id}-heading`}>
      <h2 id={`${words.id}-heading`}>{words.heading}</h2>
      <p className="hint" id={`${words.id}-hint`}>
        Formatting: <code>## Heading</code>, <code>**bold**</code>, <code>- list item</code>, <code>[link text](/Contact-Us)</code>.
      </p>
      <details className="developer-details">
        <summary>Details</summary>
        Saved to <code>content/{file}</code> (markdown).
      </details>
      <div className="body-panes">
        <div>
          <label htmlFor={`${words.id}-text`}>{words.text}</label>
          <textarea
            id={`${words.id}-text`}
            ref={textRef}
            value={text}
            onChange={(event) => change(event.target.value)}
            aria-describedby={`${words.id}-hint${problems.length > 0 ? ` ${words.id}-problems` : ''}`}
            aria-invalid={problems.length > 0 || undefined}
            spellCheck
            {...direction}
          />
          {problems.length > 0 && (
            <ul id={`${words.id}-problems`} className="body-problems">
              {problems.map((problem, index) => (
                <li key={index}>
                  {problem.line > 0 ? `Line ${problem.line}: ` : ''}
                  {plainWords(problem.message, { quoteCode: true })}
                  <ProblemDetails problem={problem} showPath={false} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <p className="pane-label" id={`${words.id}-preview-label`}>
            {words.preview}
          </p>
          <div
            className="markdown-preview"
            aria-labelledby={`${words.id}-preview-label`}
            role="region"
            dangerouslySetInnerHTML={{ __html: html }}
            {...direction}
          />
        </div>
      </div>
    </section>
  );
});
