// The contact page's address with the enquiry's message begun (`?about=`): made by the build for the side column of
// service and article pages and by a tool's "Ask an adviser" link, read by the enquiry form.

/** The query parameter that carries the message the enquiry form opens with. */
export const ABOUT_PARAM = 'about';

export function aboutHref(contactPath: string, message: string): string {
  return `${contactPath}?${ABOUT_PARAM}=${encodeURIComponent(message)}`;
}
