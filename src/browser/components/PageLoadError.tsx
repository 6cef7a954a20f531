/** Shown instead of a blank page when a page's code cannot be loaded (usually a newer deploy replaced it). */
export function PageLoadError() {
  return (
    <div className="section">
      <div className="container narrow" role="alert">
        <h1>This page could not be loaded</h1>
        <p>The site may have been updated while you were browsing, or the connection dropped. Reloading usually fixes it.</p>
        <button type="button" className="button button-accent" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </div>
  );
}
