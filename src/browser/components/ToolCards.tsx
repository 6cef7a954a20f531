import type { ToolCard } from '../../shared/page-data.js';
import { useSiteLayout } from '../app/site-layout.js';
import { ActionText } from './Cards.js';
import { languageOf } from './language.js';
import { SiteLink } from './SiteLink.js';

/** The badges' drawn size (scripts/illustrations/emblems.ts); a card shows them smaller (styles/cards.css). */
const BADGE_SIZE = 200;

/** The calculators a page lists (`toolCards`): each one's badge, name, what it answers and a link to it. */
export function ToolCards({ cards, action, actionLang }: { cards: ToolCard[]; action: string; actionLang?: string }) {
  const layout = useSiteLayout();
  return (
    <ul className="card-grid card-grid-3 tool-cards">
      {cards.map((card) => (
        <li key={card.path} className="card tool-card">
          {card.image && (
            <img
              className="tool-card-badge"
              src={card.image}
              alt={card.alt ?? ''}
              {...languageOf(card.altLang, layout)}
              width={BADGE_SIZE}
              height={BADGE_SIZE}
              decoding="async"
            />
          )}
          <h2 className="card-title" {...languageOf(card.lang, layout)}>
            {card.heading}
          </h2>
          <p {...languageOf(card.lang, layout)}>{card.intro}</p>
          <SiteLink href={card.path} className="card-action" {...languageOf(actionLang, layout)}>
            <ActionText label={action} subject={card.heading} subjectLang={card.lang} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
