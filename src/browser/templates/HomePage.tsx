import { useSiteLayout } from '../app/site-layout.js';
import { itemLanguage, partLanguage, usePartLanguage } from '../components/language.js';
import { ServiceCard, PostCard } from '../components/Cards.js';
import { Counters } from '../components/Counters.js';
import { HeroCarousel } from '../components/HeroCarousel.js';
import { LogoCarousel } from '../components/LogoCarousel.js';
import { TestimonialCarousel } from '../components/TestimonialCarousel.js';
import { Prose } from '../components/Prose.js';
import { SiteImage } from '../components/SiteImage.js';
import { SiteLink } from '../components/SiteLink.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function HomePage({ data }: { data: PageDataFor<'home'> }) {
  const { route, html, posts } = data;
  const { strings } = useSiteLayout();
  // What of the page is still in English on a translated edition (`about.heading`, `slides.2`): marked as such.
  const english = usePartLanguage(data);
  return (
    <>
      <h1 className="visually-hidden" {...english('title')}>
        {route.title}
      </h1>
      <HeroCarousel slides={route.slides} itemLang={itemLanguage(data, 'slides')} />
      <section className="section home-about" aria-labelledby="home-about-heading">
        <div className="container split">
          <SiteImage
            src={route.about.image}
            alt={route.about.alt}
            width={640}
            height={480}
            loading="priority"
            sizes="(min-width: 880px) 50vw, 100vw"
            lang={partLanguage(data, 'about.alt')}
          />
          <div>
            <h2 id="home-about-heading" {...english('about.heading')}>
              {route.about.heading}
            </h2>
            <Prose html={html.about ?? ''} lang={partLanguage(data, 'about.body')} />
            <SiteLink href={route.about.link.link} className="button" {...english('about.link')}>
              {route.about.link.label}
            </SiteLink>
          </div>
        </div>
      </section>
      <section className="section section-tinted" aria-label={strings.ourFigures}>
        <div className="container">
          <Counters counters={route.counters} itemLang={itemLanguage(data, 'counters')} />
        </div>
      </section>
      <section className="section" aria-labelledby="home-featured-heading">
        <div className="container">
          <h2 id="home-featured-heading" className="section-heading" {...english('featured.heading')}>
            {route.featured.heading}
          </h2>
          <div className="card-grid card-grid-4">
            {route.featured.cards.map((card, index) => (
              <ServiceCard key={card.link} card={card} actionLabel={strings.learnMore} headingLevel={3} lang={partLanguage(data, `featured.cards.${index}`)} />
            ))}
          </div>
        </div>
      </section>
      <section className="section section-tinted" aria-labelledby="home-testimonials-heading">
        <div className="container">
          <h2 id="home-testimonials-heading" className="section-heading">
            {strings.testimonialsHeading}
          </h2>
          <TestimonialCarousel testimonials={route.testimonials} itemLang={itemLanguage(data, 'testimonials')} />
        </div>
      </section>
      <section className="section" aria-labelledby="home-clients-heading">
        <div className="container">
          <h2 id="home-clients-heading" className="section-heading">
            {strings.featuredClients}
          </h2>
          <LogoCarousel logos={route.clients} itemLang={itemLanguage(data, 'clients')} />
        </div>
      </section>
      {posts.length > 0 && (
        <section className="section section-tinted" aria-labelledby="home-posts-heading">
          <div className="container">
            <h2 id="home-posts-heading" className="section-heading">
              {strings.latestArticles}
            </h2>
            <div className="card-grid card-grid-3">
              {posts.map((post) => (
                <PostCard key={post.path} post={post} actionLabel={strings.readMore} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
