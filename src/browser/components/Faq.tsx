import type { FaqItem } from '../../generated/manifest-types.gen';
import { useSiteLayout } from '../app/site-layout';

export function Faq({ items, heading }: { items: FaqItem[]; heading?: string }) {
  const { strings } = useSiteLayout();
  if (items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{heading ?? strings.faq}</h2>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
