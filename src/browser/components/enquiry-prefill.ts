import { fillText } from '../../shared/fill-text';

/** The query parameter a job page's "Apply" link sets to the opening's title. */
export const APPLY_PARAM = 'apply';

/** Long enough for any real job title; a crafted address cannot fill the message with text of its choosing. */
const TITLE_LIMIT = 120;

/** The contact page's address for applying to one opening: the form opens with the message begun. */
export function applyHref(contactPath: string, jobTitle: string): string {
  return `${contactPath}?${APPLY_PARAM}=${encodeURIComponent(jobTitle)}`;
}

/**
 * The message an application starts with, from the page's query string; undefined when it is not an application.
 * `template` is site.yaml's `applicationMessage` in the page's language ("I would like to apply for the position of {title}.").
 */
export function applicationMessage(search: string, template: string): string | undefined {
  const title = new URLSearchParams(search).get(APPLY_PARAM)?.replace(/\s+/g, ' ').trim();
  if (!title || title.length > TITLE_LIMIT) return undefined;
  return `${fillText(template, { title })}\n\n`;
}
