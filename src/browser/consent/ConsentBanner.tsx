import { useEffect, useRef } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { SiteLink } from '../components/SiteLink.js';
import { storeChoice, storedChoice, type Analytics, type ConsentChoice } from './consent-choice.js';
import { forgetTags, loadTags, tagsStarted } from './load-tags.js';
import { fillText, intlLocale } from '../../shared/fill-text.js';
import { useSharedTextLanguage } from '../components/language.js';

interface ConsentBannerProps {
  analytics: Analytics;
  /** Opened from "Cookie settings": focus moves into the banner, and back to the opener once chosen. */
  takeFocus: boolean;
  onClose: () => void;
}

/** Accept or reject third-party measurement, with equal weight; the choice is remembered in this browser. */
export default function ConsentBanner({ analytics, takeFocus, onClose }: ConsentBannerProps) {
  const { site, strings, locale } = useSiteLayout();
  const english = useSharedTextLanguage();
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const current = storedChoice(analytics);
  const named = [analytics.tagManagerId && 'Google Tag Manager', analytics.analyticsId && 'Google Analytics'].filter((tool): tool is string => Boolean(tool));
  const tools = new Intl.ListFormat(intlLocale(locale)).format(named);

  useEffect(() => {
    opener.current = document.activeElement;
    if (takeFocus) banner.current?.querySelector('button')?.focus();
  }, [takeFocus]);

  // Fixed to the bottom of the screen: the page is padded by its height, so it can be scrolled clear of it.
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeChoice(analytics, choice);
    if (choice === 'granted') loadTags(analytics);
    else if (tagsStarted()) return forgetTags();
    const focusWasInside = banner.current?.contains(document.activeElement);
    onClose();
    if (!focusWasInside) return;
    // Focus would fall to the document's start: back to where it was, else to the page's content.
    const back = opener.current instanceof HTMLElement && opener.current !== document.body ? opener.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };

  return (
    <section ref={banner} className="consent-banner" aria-labelledby="consent-heading">
      <div className="container consent-inner">
        <div className="consent-text">
          <h2 id="consent-heading">{strings.consentHeading}</h2>
          <p>
            {fillText(strings.consentText, { tools })}
            {site.privacyNotice && (
              <>
                {' '}
                <SiteLink href={site.privacyNotice.link} {...english('site.privacyNotice.label')}>
                  {site.privacyNotice.label}
                </SiteLink>
              </>
            )}
          </p>
          {current && (
            <p className="consent-current">
              {fillText(strings.consentCurrent, { choice: current === 'granted' ? strings.consentAccepted : strings.consentRejected })}
            </p>
          )}
        </div>
        <div className="consent-actions">
          <button type="button" className="button consent-button" onClick={() => choose('granted')}>
            {strings.acceptAnalytics}
          </button>
          <button type="button" className="button consent-button" onClick={() => choose('denied')}>
            {strings.rejectAnalytics}
          </button>
        </div>
      </div>
    </section>
  );
}
