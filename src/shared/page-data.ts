import type { LinkItem, Route, TeamMember } from '../generated/manifest-types.gen.js';

/** An article as shown on a card or in the Recent Posts sidebar. */
export interface PostSummary {
  path: string;
  heading: string;
  image: string;
  alt: string;
  summary: string;
  date: string;
  alsoLink?: LinkItem;
}

/** What the generator hands each page's template: the route from site.yaml plus what it needs from elsewhere. */
export interface PageData<R extends Route = Route> {
  route: R;
  /** Markdown bodies, compiled to HTML at build time. */
  html: { body?: string; about?: string };
  /** Latest posts (home), the index's cards (blog index) or recent posts (article). */
  posts: PostSummary[];
  /** Team members, for pages that preview the team. */
  team: TeamMember[];
}

export type PageDataFor<T extends Route['template']> = PageData<Extract<Route, { template: T }>>;
