import { useSiteLayout } from '../app/site-layout.js';
import { SiteLink } from '../components/SiteLink.js';
import { PageIntro } from '../components/PageIntro.js';
import { intlLocale } from '../../shared/fill-text.js';
import { languageOf, partLanguage } from '../components/language.js';

export function NotFoundPage() {
  const layout = useSiteLayout();
  const { notFound, navigation, strings, locale } = layout;
  // `a, b, c` in English; the language's own way of listing elsewhere.
  // Marked English while any of the menu's labels is (a translated edition whose menu is not translated yet).
  const sectionsLang = navigation.menu.map((_, index) => partLanguage(layout, `navigation.menu.${index}.label`)).find(Boolean);
  // The sentence around the list (`{sections}` in it), so the list alone can be marked.
  const [before, after = ''] = strings.mainSections.split('{sections}');
  const sections = new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(navigation.menu.map((item) => item.label));
  return (
    <>
      <PageIntro
        heading={notFound.heading}
        intro={notFound.text}
        headingLang={partLanguage(layout, 'notFound.heading')}
        introLang={partLanguage(layout, 'notFound.text')}
      />
      <div className="section">
        <div className="container narrow not-found">
          <SiteLink to="/" className="button button-accent">
            {strings.goHome}
          </SiteLink>
          <SiteLink to="/Contact-Us" className="button">
            {strings.contactUs}
          </SiteLink>
          <p className="visually-hidden">
            {before}
            <span {...languageOf(sectionsLang, layout)}>{sections}</span>
            {after}
          </p>
        </div>
      </div>
    </>
  );
}
