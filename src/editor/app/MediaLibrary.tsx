import { useCallback, useEffect, useState } from 'react';
import { api, mediaFileUrl, type MediaPicture } from './api.js';
import { pictureName } from './picture-name.js';

/** What the page list chooses to show the library instead of a page or setting (no setting has this name). */
export const PICTURES_SECTION = ':pictures';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Every picture of the site, and this tab's uploads not yet saved: each with its thumbnail and where it is used, to
 * find one by name and to delete one nothing uses. A deletion is saved at once and goes live with the next publish.
 */
export function MediaLibrary() {
  const [pictures, setPictures] = useState<MediaPicture[]>();
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string }>();

  const load = useCallback(() => {
    api.media().then(
      (answer) => setPictures(answer.pictures),
      (failure: Error) => setNotice({ kind: 'error', text: failure.message }),
    );
  }, []);
  useEffect(load, [load]);

  const remove = async (picture: MediaPicture) => {
    const name = pictureName(picture.address);
    const when = picture.unsaved ? 'It was never saved.' : 'It leaves the site with the next publish, which lists it.';
    if (!window.confirm(`Delete ${name}? ${when}`)) return;
    try {
      await api.deleteMedia(picture.address);
      setNotice({ kind: 'ok', text: `${name} was deleted. ${when}` });
    } catch (failure) {
      setNotice({ kind: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    }
    load();
  };

  const needle = filter.trim().toLowerCase();
  const shown = (pictures ?? []).filter((picture) => !needle || picture.address.toLowerCase().includes(needle));
  return (
    <section className="media-library" aria-labelledby="pictures-heading">
      <h1 id="pictures-heading">Pictures</h1>
      <p className="hint">
        The site's pictures and where each one is shown. To add one, use “Upload a picture…” in the page or setting that shows it. A picture nothing uses can be
        deleted.
      </p>
      <div className="media-search">
        <label htmlFor="picture-search">Find a picture by its name</label>
        <input id="picture-search" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-describedby="picture-count" />
        <p id="picture-count" role="status">
          {pictures ? `${shown.length} of ${pictures.length} pictures` : 'Loading the pictures…'}
        </p>
      </div>
      {notice && (
        <p className={`notice ${notice.kind === 'error' ? 'notice-error' : 'notice-ok'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <ul className="media-list">
        {shown.map((picture) => {
          const name = pictureName(picture.address);
          return (
            <li key={picture.address} className="media-item">
              <img src={mediaFileUrl(picture.address)} alt={`Thumbnail of ${name}`} loading="lazy" />
              <div className="media-facts">
                <p>
                  <strong>
                    <bdi>{name}</bdi>
                  </strong>
                  {picture.unsaved && <span className="badge">Not saved yet</span>}
                </p>
                <p className="page-meta">
                  <code>{picture.address}</code> · {size(picture.bytes)}
                </p>
                {picture.uses.length > 0 ? (
                  <>
                    <p>Shown on:</p>
                    <ul className="media-uses">
                      {picture.uses.map((use) => (
                        <li key={`${use.label}:${use.path ?? ''}`}>
                          <bdi>{use.label}</bdi>
                          {use.path && (
                            <>
                              {' '}
                              (<code>{use.path}</code>)
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>
                    Not used anywhere.{' '}
                    <button type="button" className="button button-small button-danger" onClick={() => remove(picture)}>
                      Delete<span className="visually-hidden"> {name}</span>
                    </button>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {pictures && shown.length === 0 && <p>No picture's name contains “{filter}”.</p>}
    </section>
  );
}
