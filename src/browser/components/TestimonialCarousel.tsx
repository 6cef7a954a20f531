import type { Testimonial } from '../../generated/manifest-types.gen';
import { useSiteLayout } from '../app/site-layout';
import { Carousel } from './Carousel';
import { SiteImage } from './SiteImage';
import { SiteLink } from './SiteLink';

export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { strings } = useSiteLayout();
  return (
    <Carousel
      className="testimonials"
      label={strings.clientTestimonials}
      items={testimonials}
      intervalMs={3400}
      visible={{ narrow: 1, wide: 2, wideFrom: 880 }}
      renderItem={(item) => {
        const logo = <SiteImage src={item.logo} alt={item.alt} width={200} height={80} sizes="200px" />;
        return (
          <figure className="testimonial">
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
