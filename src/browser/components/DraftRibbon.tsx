/**
 * Marks a page that is still a draft (`draft: true`): only `npm run dev` renders drafts (the production build leaves
 * them out), so an editor never mistakes one for a published page.
 */
export function DraftRibbon() {
  return (
    <p className="draft-ribbon" role="note">
      <strong>Draft</strong> — not published: this page is left out of the built site until <code>draft: true</code> is removed from site.yaml.
    </p>
  );
}
