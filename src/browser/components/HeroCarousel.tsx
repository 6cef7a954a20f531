import type { HeroSlide } from '../../generated/manifest-types.gen.js';
import { useSiteLayout } from '../app/site-layout.js';
import { Carousel } from './Carousel.js';
import { languageOf, type ItemLanguage } from './language.js';
import { SiteLink } from './SiteLink.js';
import { WideOnlyPicture } from './WideOnlyPicture.js';

/** Where the banner has room for its picture beside the text (styles/hero.css says the same). */
const VISUAL_FROM = 1100;
/** The pictures' drawn size (scripts/illustrations/emblems.ts). */
const VISUAL_SIZE = { width: 560, height: 480 };

/** `itemLang`: each slide's language when it is not the page's (not translated yet). */
export function HeroCarousel({ slides, itemLang }: { slides: HeroSlide[]; itemLang?: ItemLanguage }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  return (
    <Carousel
      className="hero"
      label={strings.highlights}
      items={slides}
      intervalMs={3000}
      visible={{ narrow: 1, wide: 1 }}
      renderItem={(slide, index) => (
        <div className="hero-slide" {...languageOf(itemLang?.(index), layout)}>
          <div className="container hero-layout">
            <div className="hero-text">
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
            {slide.image && <WideOnlyPicture className="hero-visual" src={slide.image} {...VISUAL_SIZE} from={VISUAL_FROM} />}
          </div>
        </div>
      )}
    />
  );
}
