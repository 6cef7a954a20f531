import type { ClientLogo } from '../../generated/manifest-types.gen';
import { useSiteLayout } from '../app/site-layout';
import { Carousel } from './Carousel';
import { SiteImage } from './SiteImage';
import { SiteLink } from './SiteLink';

export function LogoCarousel({ logos }: { logos: ClientLogo[] }) {
  const { strings } = useSiteLayout();
  return (
    <Carousel
      className="logos"
      label={strings.clientLogos}
      items={logos}
      intervalMs={3000}
      visible={{ narrow: 5, wide: 5 }}
      renderItem={(logo) => {
        const image = <SiteImage src={logo.image} alt={logo.alt} width={200} height={80} sizes="200px" />;
        return logo.link ? <SiteLink href={logo.link}>{image}</SiteLink> : image;
      }}
    />
  );
}
