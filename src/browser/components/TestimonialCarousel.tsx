import type { Testimonial } from '../../generated/manifest-types.gen.js';
import { useSiteLayout } from '../app/site-layout.js';
import { Carousel } from './Carousel.js';
import { languageOf, type ItemLanguage } from './language.js';
import { SiteImage } from './SiteImage.js';
import { SiteLink } from './SiteLink.js';

/** `itemLang`: each testimonial's language when it is not the page's (not translated yet): its words, author and logo's alt. */
export function TestimonialCarousel({ testimonials, itemLang }: { testimonials: Testimonial[]; itemLang?: ItemLanguage }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  return (
    <Carousel
      className="testimonials"
      label={strings.clientTestimonials}
      items={testimonials}
      intervalMs={3400}
      visible={{ narrow: 1, wide: 2, wideFrom: 880 }}
      renderItem={(item, index) => {
        const logo = <SiteImage src={item.logo} alt={item.alt} width={200} height={80} sizes="200px" />;
        return (
          <figure className="testimonial" {...languageOf(itemLang?.(index), layout)}>
            <blockquote>
              <p>{item.text}</p>
            </blockquote>
            <figcaption>
              {item.link ? <SiteLink href={item.link}>{logo}</SiteLink> : logo}
              <span>{item.author}</span>
            </figcaption>
          </figure>
        );
      }}
    />
  );
}
