import type { TemplateName } from './site-data.js';

/**
 * The component that renders each template: `src/browser/templates/<Name>.tsx` exporting `<Name>`. The browser
 * loads them lazily by this table, and the build finds each one's chunk in Vite's manifest by it.
 */
export const TEMPLATE_COMPONENTS: Record<TemplateName, string> = {
  home: 'HomePage',
  listing: 'ListingPage',
  'blog-index': 'BlogIndexPage',
  service: 'ServicePage',
  article: 'ArticlePage',
  page: 'RichPage',
  team: 'TeamPage',
  contact: 'ContactPage',
  careers: 'CareersPage',
  'career-details': 'CareerDetailsPage',
  landing: 'LandingPage',
  thankyou: 'ThankYouPage',
  'layout-only': 'LayoutOnlyPage',
  tool: 'ToolPage',
  'law-changes': 'LawChangesPage',
};

export const TEMPLATES_DIR = 'src/browser/templates';
