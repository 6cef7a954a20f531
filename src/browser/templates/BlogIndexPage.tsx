import { useSiteLayout } from '../app/site-layout.js';
import { PostCard } from '../components/Cards.js';
import { RouteIntro } from '../components/PageIntro.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function BlogIndexPage({ data }: { data: PageDataFor<'blog-index'> }) {
  const siteLayout = useSiteLayout();
  const { posts } = data;
  return (
    <>
      <RouteIntro data={data} />
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
