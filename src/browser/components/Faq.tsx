import type { FaqItem } from '../../generated/manifest-types.gen.js';
import { useSiteLayout } from '../app/site-layout.js';
import { languageOf, type ItemLanguage } from './language.js';

/** `itemLang`: each question's language when it is not the page's (not translated yet). */
export function Faq({ items, heading, itemLang }: { items: FaqItem[]; heading?: string; itemLang?: ItemLanguage }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  if (items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{heading ?? strings.faq}</h2>
      {items.map((item, index) => (
        <details key={item.question} {...languageOf(itemLang?.(index), layout)}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
