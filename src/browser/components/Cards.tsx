import type { Card } from '../../generated/manifest-types.gen.js';
import type { PostSummary } from '../../shared/page-data.js';
import { fillText } from '../../shared/fill-text.js';
import { useSiteLayout } from '../app/site-layout.js';
import { formatDate } from './dates.js';
import { FilledText } from './FilledText.js';
import { languageOf } from './language.js';
import { SiteImage } from './SiteImage.js';
import { SiteLink } from './SiteLink.js';

/** Cards: one column on phones, two, three then four across (styles/cards.css). */
const CARD_SIZES = '(min-width: 1100px) 20rem, (min-width: 640px) 50vw, 100vw';

/** A card's picture: `eager` in the first row of a grid; `lang`, its alt text's language when it is not the page's. */
function CardImage({ src, alt, eager, lang }: { src: string; alt: string; eager: boolean; lang?: string }) {
  return <SiteImage className="card-image" src={src} alt={alt} width={640} height={400} loading={eager ? 'eager' : 'lazy'} sizes={CARD_SIZES} lang={lang} />;
}

/** `eager`: the card is in the first row of a page's grid, on screen at once: its image must not wait (it is often the largest paint). */
export function ServiceCard({
  card,
  actionLabel,
  headingLevel = 2,
  eager = false,
  lang,
}: {
  card: Card;
  actionLabel: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The card's language when it is not the page's (not yet translated). */
  lang?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const words = languageOf(lang, useSiteLayout());
  return (
    <article className="card">
      <CardImage src={card.image} alt={card.alt} eager={eager} lang={lang} />
      <div className="card-body">
        <Heading className="card-title" {...words}>
          {card.external ? <SiteLink href={card.external}>{card.title}</SiteLink> : card.title}
        </Heading>
        <p {...words}>{card.content}</p>
        <SiteLink href={card.link} className="card-action">
          <ActionText label={actionLabel} subject={card.title} subjectLang={lang} />
        </SiteLink>
      </div>
    </article>
  );
}

export function PostCard({
  post,
  actionLabel,
  headingLevel = 2,
  eager = false,
}: {
  post: PostSummary;
  actionLabel: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const layout = useSiteLayout();
  const words = languageOf(post.lang, layout);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card post-card">
      <CardImage src={post.image} alt={post.alt} eager={eager} lang={post.altLang} />
      <div className="card-body">
        <p className="card-meta">
          <time dateTime={post.date}>{formatDate(post.date, layout.dateWords)}</time>
        </p>
        <Heading className="card-title" {...words}>
          {post.heading}
        </Heading>
        <p {...words}>{post.summary}</p>
        <div className="card-actions">
          <SiteLink href={post.path} className="card-action">
            <ActionText label={actionLabel} subject={post.heading} subjectLang={post.lang} />
          </SiteLink>
          {post.alsoLink && (
            <SiteLink href={post.alsoLink.link} className="card-action card-action-secondary" {...languageOf(post.alsoLink.lang, layout)}>
              {post.alsoLink.label}
            </SiteLink>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A link labelled "Learn More" on screen reads "Learn More about Corporate tax": a list of links read out by a screen
 * reader, or a search engine, then tells the cards apart. Text rather than aria-label, so the accessible name
 * still starts with what sighted voice-control users see and say.
 */
/** `subjectLang`: the subject's language when it is not the page's (an English title on an Arabic page). */
export function ActionText({ label, subject, subjectLang }: { label: string; subject: string; subjectLang?: string }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  const about = subjectLang ? (
    <FilledText text={strings.aboutSubject} values={{ subject: <span {...languageOf(subjectLang, layout)}>{subject}</span> }} />
  ) : (
    fillText(strings.aboutSubject, { subject })
  );
  return (
    <>
      {label}
      <span className="visually-hidden"> {about}</span>
    </>
  );
}
