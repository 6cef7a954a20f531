import { useSiteLayout } from '../app/site-layout';
import { SiteLink } from '../components/SiteLink';
import { PageIntro } from '../components/PageIntro';
import { sharedTextLang } from '../components/shared-text-language';
import { intlLocale } from '../../shared/fill-text';
import { FilledText } from '../components/FilledText';
import { languageOf } from '../components/language';

export function NotFoundPage() {
  const layout = useSiteLayout();
  const { notFound, navigation, strings, locale } = layout;
  // `a, b, c` in English; the language's own way of listing elsewhere.
  // Marked English while any of the menu's labels is (a translated edition whose menu is not translated yet).
  const sectionsLang = navigation.menu.map((_, index) => sharedTextLang(layout, `navigation.menu.${index}.label`)).find(Boolean);
  const sections = new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(navigation.menu.map((item) => item.label));
  return (
    <>
      <PageIntro
        heading={notFound.heading}
        intro={notFound.text}
        headingLang={sharedTextLang(layout, 'notFound.heading')}
        introLang={sharedTextLang(layout, 'notFound.text')}
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
            <FilledText text={strings.mainSections} values={{ sections: <span {...languageOf(sectionsLang, layout)}>{sections}</span> }} />
          </p>
        </div>
      </div>
    </>
  );
}
