import type { HeroSlide } from '../../generated/manifest-types.gen';
import { useSiteLayout } from '../app/site-layout';
import { Carousel } from './Carousel';
import { SiteLink } from './SiteLink';

export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { strings } = useSiteLayout();
  return (
    <Carousel
      className="hero"
      label={strings.highlights}
      items={slides}
      intervalMs={3000}
      visible={{ narrow: 1, wide: 1 }}
      renderItem={(slide, index) => (
        <div className="hero-slide">
          <div className="container">
            {/* The first slide's head is the page's opening statement; later ones repeat the pattern. */}
            <p className={`hero-head${index === 0 ? ' hero-head-first' : ''}`}>{slide.head}</p>
            <p className="hero-second">{slide.secondline}</p>
            <p className="hero-third">{slide.thirdline}</p>
            {slide.cta && (
              <SiteLink href={slide.cta.link} className="button button-accent hero-cta">
                {slide.cta.label}
              </SiteLink>
            )}
          </div>
        </div>
      )}
    />
  );
}
