import { useSiteLayout } from '../app/site-layout';
import { PostCard } from '../components/Cards';
import { PageIntro } from '../components/PageIntro';
import { partLanguage } from '../components/language';
import type { PageDataFor } from '../../shared/page-data';

export function BlogIndexPage({ data }: { data: PageDataFor<'blog-index'> }) {
  const siteLayout = useSiteLayout();
  const { route, posts } = data;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} headingLang={partLanguage(data, 'heading')} introLang={partLanguage(data, 'intro')} />
      <div className="section">
        <div className="container card-grid card-grid-3">
          {posts.map((post, index) => (
            <PostCard key={post.path} post={post} actionLabel={siteLayout.strings.readMore} eager={index < 3} />
          ))}
        </div>
      </div>
    </>
  );
}
