/** Building blocks for `npm run new`: a route entry in site.yaml's style and a markdown skeleton. */
export type NewPageKind = 'service' | 'blog';

export { slugify } from '../../shared/slug.js';
import { DRAFT_IMAGE } from '../manifest/draft-checks.js';

/**
 * A new page starts as a draft with a neutral "Image to come" picture, never another page's image and alt text (which
 * would publish as fact about the wrong page). Both are refused on a published page, as is this alt text.
 */
const ALT_TO_WRITE = 'Write this alt text - what the image shows, for someone who cannot see it';

function quoted(text: string): string {
  return JSON.stringify(text);
}

export function routeEntry(kind: NewPageKind, title: string, slug: string, today: string): { path: string; body: string; yaml: string } {
  if (kind === 'service') {
    const path = `/services/${slug}`;
    const body = `services/${slug}.md`;
    const yaml = `  - path: ${path}
    template: service
    title: ${quoted(title)}
    description: ${quoted(`${title}: what it is, who needs it and how our consultants in Dubai help.`)}
    reviewed: ${today}
    heading: ${quoted(title)}
    draft: true
    image: ${DRAFT_IMAGE}
    alt: ${ALT_TO_WRITE}
    body: ${body}
`;
    return { path, body, yaml };
  }
  const path = `/blogs/${slug}`;
  const body = `blogs/${slug}.md`;
  const yaml = `  - path: ${path}
    template: article
    title: ${quoted(title)}
    description: ${quoted(`${title}: a practical guide for businesses in the UAE from our consultants.`)}
    reviewed: ${today}
    heading: ${quoted(title)}
    draft: true
    image: ${DRAFT_IMAGE}
    alt: ${ALT_TO_WRITE}
    summary: ${quoted(`${title}: what UAE businesses need to know.`)}
    date: ${today}
    body: ${body}
`;
  return { path, body, yaml };
}

export function pageSkeleton(kind: NewPageKind, title: string): string {
  const sections =
    kind === 'service'
      ? ['Who needs it', 'How we work', 'The rules in the UAE', 'Talk to us']
      : ['Background', 'What it means for your business', 'What to do next'];
  return `Write an opening paragraph about ${title.toLowerCase()} here.\n\n${sections.map((heading) => `## ${heading}\n\nWrite this section.\n`).join('\n')}`;
}
