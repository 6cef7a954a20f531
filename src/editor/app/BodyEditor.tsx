import { useEffect, useState } from 'react';
import { api, type EditorState } from './api.ts';
import { schedule } from './pending.ts';

interface Props {
  file: string;
  initial: string;
  onState: (state: Partial<EditorState>) => void;
}

/** The page's markdown text: a text area and, beside it, the text as the site will render it (the build's renderer). */
export function BodyEditor({ file, initial, onState }: Props) {
  const [text, setText] = useState(initial);
  const [html, setHtml] = useState('');

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
    <section className="body-editor" aria-labelledby="body-heading">
      <h2 id="body-heading">Page text</h2>
      <p className="hint" id="body-hint">
        Formatting: <code>## Heading</code>, <code>**bold**</code>, <code>- list item</code>, <code>[link text](/Contact-Us)</code>.
      </p>
      <details className="developer-details">
        <summary>Details</summary>
        Saved to <code>content/{file}</code> (markdown).
      </details>
      <div className="body-panes">
        <div>
          <label htmlFor="body-text">Text</label>
          <textarea id="body-text" value={text} onChange={(event) => change(event.target.value)} aria-describedby="body-hint" spellCheck />
        </div>
        <div>
          <p className="pane-label" id="body-preview-label">
            How it reads
          </p>
          <div className="markdown-preview" aria-labelledby="body-preview-label" role="region" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </section>
  );
}
