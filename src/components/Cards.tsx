import type { Card } from '../manifest/types.gen';
import type { PostSummary } from '../templates/page-data';
import { formatDate } from './dates';
import { SiteLink } from './SiteLink';

export function ServiceCard({ card, actionLabel, headingLevel = 2 }: { card: Card; actionLabel: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card">
      <img className="card-image" src={card.image} alt={card.alt} width={640} height={400} loading="lazy" decoding="async" />
      <div className="card-body">
        <Heading className="card-title">{card.external ? <SiteLink to={card.external}>{card.title}</SiteLink> : card.title}</Heading>
        <p>{card.content}</p>
        <SiteLink to={card.link} className="card-action" aria-label={`${actionLabel}: ${card.title}`}>
          {actionLabel}
        </SiteLink>
      </div>
    </article>
  );
}

export function PostCard({ post, actionLabel, headingLevel = 2 }: { post: PostSummary; actionLabel: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card">
      <img className="card-image" src={post.image} alt={post.alt} width={640} height={400} loading="lazy" decoding="async" />
      <div className="card-body">
        <p className="card-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Heading className="card-title">{post.heading}</Heading>
        <p>{post.summary}</p>
        <div className="card-actions">
          <SiteLink to={post.path} className="card-action" aria-label={`${actionLabel}: ${post.heading}`}>
            {actionLabel}
          </SiteLink>
          {post.alsoLink && (
            <SiteLink to={post.alsoLink.link} className="card-action card-action-secondary">
              {post.alsoLink.label}
            </SiteLink>
          )}
        </div>
      </div>
    </article>
  );
}
