import { ABOUT_PARAM } from '../../shared/enquiry-link.js';
import { fillText } from '../../shared/fill-text.js';
import type { SitePath } from '../../generated/site-paths.gen.js';

/** Where the enquiry form is (a renamed page fails the typecheck). */
export const CONTACT_PATH: SitePath = '/Contact-Us';

/** The query parameter a job page's "Apply" link sets to the opening's title. */
export const APPLY_PARAM = 'apply';
/** The query parameter of the careers page's link for sending a CV when there is no opening. */
export const CV_PARAM = 'cv';

/** Long enough for any real job title; a crafted address cannot fill the message with text of its choosing. */
const TITLE_LIMIT = 120;

/** The contact page's address for applying to one opening: the form opens with the message begun. */
export function applyHref(contactPath: string, jobTitle: string): string {
  return `${contactPath}?${APPLY_PARAM}=${encodeURIComponent(jobTitle)}`;
}

/** The contact page's address for sending a CV with no opening in mind. */
export function cvHref(contactPath: string): string {
  return `${contactPath}?${CV_PARAM}`;
}

/**
 * The message the form starts with, from the page's query string; undefined when it is neither an application nor a
 * CV. The texts are site.yaml's in the page's language: `applicationMessage` ("I would like to apply for the position
 * of {title}.") and `cvMessage`.
 */
export function prefilledMessage(search: string, texts: { applicationMessage: string; cvMessage: string }): string | undefined {
  const query = new URLSearchParams(search);
  const title = query.get(APPLY_PARAM)?.replace(/\s+/g, ' ').trim();
  if (title && title.length <= TITLE_LIMIT) return `${fillText(texts.applicationMessage, { title })}\n\n`;
  if (query.has(CV_PARAM)) return `${texts.cvMessage}\n\n`;
  return undefined;
}

/** Room for a tool's inputs and results; the enquiry's message takes far more, so the visitor can still write. */
const ABOUT_LIMIT = 1500;

/**
 * The message begun by a tool (its inputs and results in the page's language), from the query string; undefined when
 * there is none or it is too long. Control characters are dropped. The visitor reads it in the form before sending.
 */
export function aboutMessage(search: string): string | undefined {
  // Every control character but the line feed: by code, since a pattern of them is what the linter forbids.
  const text = [...(new URLSearchParams(search).get(ABOUT_PARAM) ?? '')]
    .filter((char) => char === '\n' || (char >= ' ' && char !== '\u007f'))
    .join('')
    .trim();
  if (!text || text.length > ABOUT_LIMIT) return undefined;
  return `${text}\n\n`;
}
