import { useSiteLayout } from '../app/site-layout.js';
import { Faq } from '../components/Faq.js';
import { PageAside } from '../components/PageAside.js';
import { formatDate } from '../components/dates.js';
import { FilledText } from '../components/FilledText.js';
import { Prose } from '../components/Prose.js';
import { itemLanguage, languageOf, partLanguage } from '../components/language.js';
import { SiteImage } from '../components/SiteImage.js';
import { SiteLink } from '../components/SiteLink.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function ArticlePage({ data }: { data: PageDataFor<'article'> }) {
  const siteLayout = useSiteLayout();
  const { strings } = siteLayout;
  const { route, html, posts, byline } = data;
  const recentPosts = (
    <nav className="page-aside-list" aria-labelledby="recent-posts-heading">
      <h2 id="recent-posts-heading">{strings.recentPosts}</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.path}>
            <SiteLink href={post.path} {...languageOf(post.lang, siteLayout)}>
              {post.heading}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <div className="section">
      <div className="container article-layout">
        <article className="article">
          <header className="article-header">
            <h1 {...languageOf(partLanguage(data, 'heading'), siteLayout)}>{route.heading}</h1>
            {(byline.author || byline.reviewer) && (
              <p className="article-byline">
                {byline.author && (
                  <FilledText text={strings.byAuthor} values={{ name: <span className="byline-name">{byline.author.name}</span>, role: byline.author.role }} />
                )}
                {byline.author && byline.reviewer && ' · '}
                {byline.reviewer && (
                  <FilledText
                    text={strings.reviewedBy}
                    values={{ name: <span className="byline-name">{byline.reviewer.name}</span>, role: byline.reviewer.role }}
                  />
                )}
              </p>
            )}
            <p className="article-meta">
              <FilledText text={strings.published} values={{ date: <time dateTime={route.date}>{formatDate(route.date, siteLayout.dateWords)}</time> }} />
              {route.updated && (
                <>
                  {' '}
                  ·{' '}
                  <FilledText
                    text={strings.updated}
                    values={{ date: <time dateTime={route.updated}>{formatDate(route.updated, siteLayout.dateWords)}</time> }}
                  />
                </>
              )}{' '}
              ·{' '}
              <FilledText
                text={strings.reviewed}
                values={{ date: <time dateTime={route.reviewed}>{formatDate(route.reviewed, siteLayout.dateWords)}</time> }}
              />
            </p>
          </header>
          <SiteImage className="article-image" src={route.image} alt={route.alt} width={640} height={400} loading="priority" lang={partLanguage(data, 'alt')} />
          <Prose html={html.body ?? ''} lang={partLanguage(data, 'body')} />
          <Faq items={route.faq ?? []} itemLang={itemLanguage(data, 'faq')} />
        </article>
        {data.aside ? (
          <PageAside aside={data.aside}>{recentPosts}</PageAside>
        ) : (
          <aside className="sidebar" aria-labelledby="recent-posts-heading">
            {recentPosts}
          </aside>
        )}
      </div>
    </div>
  );
}
