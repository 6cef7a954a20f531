import type { FaqItem } from '../../generated/manifest-types.gen';

export function Faq({ items, heading = 'Frequently asked questions' }: { items: FaqItem[]; heading?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{heading}</h2>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
