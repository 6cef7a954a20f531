import type { ClientLogo } from '../../generated/manifest-types.gen.js';
import { useSiteLayout } from '../app/site-layout.js';
import { Carousel } from './Carousel.js';
import type { ItemLanguage } from './language.js';
import { SiteImage } from './SiteImage.js';
import { SiteLink } from './SiteLink.js';

/** `itemLang`: each logo's alt text's language when it is not the page's (not translated yet). */
export function LogoCarousel({ logos, itemLang }: { logos: ClientLogo[]; itemLang?: ItemLanguage }) {
  const { strings } = useSiteLayout();
  return (
    <Carousel
      className="logos"
      label={strings.clientLogos}
      items={logos}
      intervalMs={3000}
      visible={{ narrow: 5, wide: 5 }}
      renderItem={(logo, index) => {
        const image = <SiteImage src={logo.image} alt={logo.alt} width={200} height={80} sizes="200px" lang={itemLang?.(index)} />;
        return logo.link ? <SiteLink href={logo.link}>{image}</SiteLink> : image;
      }}
    />
  );
}
