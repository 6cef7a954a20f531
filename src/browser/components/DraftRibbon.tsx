/**
 * Marks a page that is still a draft (`draft: true`): only `npm run dev` renders drafts (the production build leaves
 * them out), so an editor never mistakes one for a published page.
 */
export function DraftRibbon() {
  return (
    <div className="draft-ribbon" role="note">
      <strong>Draft</strong> — not published yet: the published site leaves this page out until “Draft” is unticked in the editor.{' '}
      <details>
        <summary>Details</summary>
        In site.yaml: remove <code>draft: true</code> from the page’s entry.
      </details>
    </div>
  );
}
