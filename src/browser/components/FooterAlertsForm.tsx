import { useSiteLayout } from '../app/site-layout.js';
import { languageOf } from './language.js';

/**
 * Law-change alerts from every page: a plain form, sent by the browser itself (no script, so nothing added to what
 * every page loads), that the API answers with a page in the chosen language. The words are the law-changes page's.
 */
export function FooterAlertsForm() {
  const layout = useSiteLayout();
  const { alertsForm, strings, locale, locales } = layout;
  if (!alertsForm) return null;
  const { words } = alertsForm;
  const wordsLanguage = languageOf(alertsForm.lang, layout);
  return (
    <section className="container footer-alerts" aria-labelledby="footer-alerts-heading">
      <h2 id="footer-alerts-heading" {...wordsLanguage}>
        {words.subscribeFooterHeading}
      </h2>
      <form method="post" action={alertsForm.action} className="footer-alerts-form">
        <div className="footer-alerts-field">
          <label htmlFor="footer-alert-email">{strings.fieldEmail}</label>
          <input id="footer-alert-email" name="email" type="email" dir="ltr" autoComplete="email" required aria-describedby="footer-alert-consent" />
        </div>
        <div className="footer-alerts-field">
          <label htmlFor="footer-alert-language" {...wordsLanguage}>
            {words.subscribeLanguage}
          </label>
          <select id="footer-alert-language" name="language" defaultValue={locale.code}>
            {locales
              .filter((each) => alertsForm.languages.includes(each.code))
              .map((each) => (
                <option key={each.code} value={each.code} lang={each.code} dir={each.dir}>
                  {each.label}
                </option>
              ))}
          </select>
        </div>
        {/* Hidden from people; bots that fill every field reveal themselves here. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="footer-alert-website">{strings.fieldWebsite}</label>
          <input id="footer-alert-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button button-accent" {...wordsLanguage}>
          {words.subscribeButton}
        </button>
        <p id="footer-alert-consent" className="footer-alerts-consent" {...wordsLanguage}>
          {words.subscribeConsent}
        </p>
      </form>
    </section>
  );
}
