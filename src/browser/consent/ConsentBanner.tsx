import { useEffect, useRef } from 'react';
import { useSiteLayout } from '../app/site-layout';
import { SiteLink } from '../components/SiteLink';
import { storeChoice, storedChoice, type Analytics, type ConsentChoice } from './consent-choice';
import { forgetTags, loadTags, tagsStarted } from './load-tags';

interface ConsentBannerProps {
  analytics: Analytics;
  /** Opened from "Cookie settings": focus moves into the banner, and back to the opener once chosen. */
  takeFocus: boolean;
  onClose: () => void;
}

/** Accept or reject third-party measurement, with equal weight; the choice is remembered in this browser. */
export default function ConsentBanner({ analytics, takeFocus, onClose }: ConsentBannerProps) {
  const { site } = useSiteLayout();
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const current = storedChoice(analytics);
  const tools = [analytics.tagManagerId && 'Google Tag Manager', analytics.analyticsId && 'Google Analytics'].filter(Boolean).join(' and ');

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
          <h2 id="consent-heading">Cookies and analytics</h2>
          <p>
            With your consent, {tools} will measure visits to this site: cookies are set and details of your visit are sent to Google. Nothing is loaded unless
            you accept.
            {site.privacyNotice && (
              <>
                {' '}
                <SiteLink href={site.privacyNotice.link}>{site.privacyNotice.label}</SiteLink>
              </>
            )}
          </p>
          {current && <p className="consent-current">Your current choice: {current === 'granted' ? 'accepted' : 'rejected'}.</p>}
        </div>
        <div className="consent-actions">
          <button type="button" className="button consent-button" onClick={() => choose('granted')}>
            Accept analytics
          </button>
          <button type="button" className="button consent-button" onClick={() => choose('denied')}>
            Reject analytics
          </button>
        </div>
      </div>
    </section>
  );
}
