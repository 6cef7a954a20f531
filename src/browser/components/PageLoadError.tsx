import { useMatch } from '@tanstack/react-router';

/** Only if the error struck before the root matched (the layout, and so the page's language, unknown): the site's first language. */
const WITHOUT_LAYOUT = {
  pageLoadFailed: 'This page could not be loaded',
  pageLoadFailedText: 'The site may have been updated while you were browsing, or the connection dropped. Reloading usually fixes it.',
  reloadPage: 'Reload the page',
};

/** Shown instead of a blank page when a page's code cannot be loaded (usually a newer deploy replaced it). */
export function PageLoadError() {
  const strings = useMatch({ from: '__root__', shouldThrow: false, select: (match) => match.context?.layout?.strings }) ?? WITHOUT_LAYOUT;
  return (
    <div className="section">
      <div className="container narrow" role="alert">
        <h1>{strings.pageLoadFailed}</h1>
        <p>{strings.pageLoadFailedText}</p>
        <button type="button" className="button button-accent" onClick={() => window.location.reload()}>
          {strings.reloadPage}
        </button>
      </div>
    </div>
  );
}
