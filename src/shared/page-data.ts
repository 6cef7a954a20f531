import type { LinkItem, Person, Route, TeamMember } from '../generated/manifest-types.gen.js';
import type { JobOpening } from './api-contract.js';
import type { ImageFacts } from './images.js';
import type { ToolLaw } from './law/tools/law.js';

/** An article as shown on a card or in the Recent Posts sidebar. */
export interface PostSummary {
  path: string;
  heading: string;
  image: string;
  alt: string;
  summary: string;
  date: string;
  /** A second link under the card (the blog index's), with its label's language when that is not the page's. */
  alsoLink?: LinkItem & { lang?: string };
  /** The card's language when it is not the page's: an article not yet translated, on an Arabic page. */
  lang?: string;
  /** The image's alt text's language when that alone is not the page's. */
  altLang?: string;
}

/** A law, decision or guide a page relies on, as its "Sources" list shows it. */
export interface CitedSource {
  name: string;
  title: string;
  /** Missing only while the firm is still to find the official text's address (a release placeholder). */
  url?: string;
  /** Date of issue. */
  date?: string;
  /** When it took effect, if later than its issue: YYYY-MM-DD, or YYYY-MM when only the month is known. */
  inForce?: string;
  /** Date of publication in the Official Gazette, where that is the date known. */
  published?: string;
  /** Known by its number only from secondary reports: said so in the list, never typed as legislation. */
  reported?: true;
  /** A law or decision, an official guide or clarification, or an announcement. */
  kind: 'legislation' | 'guidance' | 'announcement';
}

/** What the generator hands each page's template: the route from site.yaml plus what it needs from elsewhere. */
export interface PageData<R extends Route = Route> {
  route: R;
  /** Markdown bodies, compiled to HTML at build time. */
  html: { body?: string; about?: string };
  /** Latest posts (home), the index's cards (blog index) or recent posts (article). */
  posts: PostSummary[];
  /** Team members, for pages that preview the team: without their biographies, which only the team page shows. */
  team: (Omit<TeamMember, 'bio'> & { lang?: string })[];
  /** The page's sources, resolved from `law.instruments`. */
  sources: CitedSource[];
  /** An article's author and reviewer from `people`. */
  byline: { author?: Person; reviewer?: Person };
  /**
   * The job page's opening, filled in by the server for each request (null: no open position at that address).
   * Absent in the build's data: a browser that reaches the page by client-side navigation fetches it from the API.
   */
  opening?: JobOpening | null;
  /** The calculators' cards, on a page with `toolCards` (src/build/model/tool-cards.ts). */
  toolCards?: ToolCard[];
  /** A tool page's calculator: its rules, the build day, its words and its instruments' names (tool pages only). */
  tool?: ToolPageData;
  /** The law register's changes, written in the page's language (the law-changes page only). */
  lawChanges?: LawChangesPageData;
  /**
   * On a page of a translation, the parts still in the site's first language (`lang`), to be marked as such: the
   * page's keys (`heading`, `intro`, `body`) or items of its lists (`members.2`). Absent when all is translated.
   */
  inEnglish?: { lang: string; parts: string[] };
  /** The variants and sizes of the raster images this page shows (absent when it shows none), for SiteImage. */
  images?: ImageFacts;
  /** The side column of a service or article page (src/build/model/page-aside.ts); absent where site.yaml has no `pageAside`. */
  aside?: PageAsideData;
}

/** A page another page's side column links to, with its name's language when that is not the page's. */
export interface RelatedPage {
  path: string;
  title: string;
  lang?: string;
}

/** What a page's side column links to besides the firm's phone, WhatsApp and e-mail (which are the layout's). */
export interface PageAsideData {
  /** The contact page with the enquiry's message begun about this page; absent when the site has no contact page. */
  enquiry?: string;
  services: RelatedPage[];
  tools: RelatedPage[];
}

/** A calculator's card where a page lists them (`toolCards`): its page's heading, intro and badge. */
export interface ToolCard {
  path: string;
  heading: string;
  intro: string;
  image?: string;
  alt?: string;
  /** The card's language when it is not the page's: a calculator not yet translated, on an Arabic page. */
  lang?: string;
  /** The badge's alt text's language when that alone is not the page's. */
  altLang?: string;
}

/** What a tool page's calculator reads (src/build/model/tool-data.ts). */
export interface ToolPageData {
  id: string;
  /** The register rules the tool needs, without labels, and the build day. */
  law: ToolLaw;
  /** The common words and the tool's own, by key, in the page's language. */
  words: Record<string, string>;
  /** The register's name of each instrument → the name the page's language uses. */
  instruments: Record<string, string>;
}

export type PageDataFor<T extends Route['template']> = PageData<Extract<Route, { template: T }>>;

/** A text with its language when that is not the page's (English standing in for a translation). */
export interface WordsIn {
  text: string;
  lang?: string;
}

/** One change of the law register as the log shows it, every value already written in the page's language. */
export interface LawChangeItem {
  /** The change's anchor on the page and its feed entry's name (`changeKey`). */
  key: string;
  /** The rule in words: its label. */
  label: WordsIn;
  /** The day the new value applies from (ISO) and as the page writes it. */
  from: string;
  fromText: string;
  /** The value replaced, as pages quote it; absent for a rule's first value. */
  oldText?: string;
  newText: string;
  /** The instrument that made the change, by its index in `LawChangesPageData.instruments`. */
  instrument: number;
  /** The pages that quote the rule, by their index in `LawChangesPageData.pages`. */
  pages: number[];
}

/** What the law-changes page shows (src/build/model/law-changes.ts). */
export interface LawChangesPageData {
  /** The day the register was read as of, ISO and in words. */
  asOf: string;
  asOfText: string;
  /** The page's Atom feed. */
  feed: string;
  /** In force on `asOf`, newest first. */
  inForce: LawChangeItem[];
  /** Still to come, soonest first. */
  upcoming: LawChangeItem[];
  /** Every instrument that made a change, once, as the Sources lists name it (the changes name them by index). */
  instruments: (CitedSource & { lang?: string })[];
  /** Every page that quotes a rule of a change, once (the changes name them by index). */
  pages: { path: string; title: WordsIn }[];
}
