import { useEffect, useState } from 'react';
import { request } from './api.ts';
import { PreviewLinks } from './PreviewLinks.tsx';
import type { SavedChanges } from '../server/preview/changed-pages.ts';

interface Props {
  /** Changes whenever the dialog reads the site's state again (after a publish or an undo): the list is read again too. */
  refreshed: unknown;
}

/**
 * In the publish dialog (on the server): each saved page that is not live yet, with a Preview link per language, so
 * whoever publishes sees those pages as the site will show them before putting them live.
 */
export function PublishPreviews({ refreshed }: Props) {
  const [changes, setChanges] = useState<SavedChanges>();
  useEffect(() => {
    request<SavedChanges>('GET', '/preview/_changes').then(setChanges, () => setChanges(undefined));
  }, [refreshed]);
  if (!changes || (changes.pages.length === 0 && !changes.settings)) return null;
  return (
    <section className="publish-previews" aria-labelledby="publish-previews-heading">
      <h3 id="publish-previews-heading">See the saved changes before they go live</h3>
      <ul>
        {changes.pages.map((page) => (
          <li key={page.path}>
            <span>
              {page.title} <code>{page.path}</code>
            </span>{' '}
            <PreviewLinks path={page.path} />
          </li>
        ))}
        {changes.settings && (
          <li>
            <span>Site-wide settings (shown on every page), here on the home page</span> <PreviewLinks path="/" />
          </li>
        )}
      </ul>
    </section>
  );
}
