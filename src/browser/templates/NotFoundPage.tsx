import { useSiteLayout } from '../app/site-layout';
import { SiteLink } from '../components/SiteLink';
import { PageIntro } from '../components/PageIntro';
import { fillText, intlLocale } from '../../shared/fill-text';

export function NotFoundPage() {
  const { notFound, navigation, strings, locale } = useSiteLayout();
  // `a, b, c` in English; the language's own way of listing elsewhere.
  const sections = new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(navigation.menu.map((item) => item.label));
  return (
    <>
      <PageIntro heading={notFound.heading} intro={notFound.text} />
      <div className="section">
        <div className="container narrow not-found">
          <SiteLink to="/" className="button button-accent">
            {strings.goHome}
          </SiteLink>
          <SiteLink to="/Contact-Us" className="button">
            {strings.contactUs}
          </SiteLink>
          <p className="visually-hidden">{fillText(strings.mainSections, { sections })}</p>
        </div>
      </div>
    </>
  );
}
