import { useEffect, useId, useRef, useState } from 'react';
import { api, mediaFileUrl, type MediaPicture } from './api.js';
import { pictureName, pictureNames } from './picture-name.js';

interface Props {
  /** The address the field holds now: marked in the list. */
  current: string;
  onChoose: (address: string) => void;
  onClose: () => void;
}

/**
 * The site's pictures to choose from for one field, each with its thumbnail and where it is shown already, found by
 * name: a picture the site has is used again instead of being uploaded twice.
 */
export function PicturePicker({ current, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [pictures, setPictures] = useState<MediaPicture[]>();
  const [failure, setFailure] = useState<string>();
  const [filter, setFilter] = useState('');

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    api.media().then(
      (answer) => setPictures(answer.pictures),
      (error: Error) => setFailure(error.message),
    );
  }, []);

  const needle = filter.trim().toLowerCase();
  const shown = (pictures ?? []).filter((picture) => !needle || picture.address.toLowerCase().includes(needle));
  const names = pictureNames((pictures ?? []).map((picture) => picture.address));
  return (
    <dialog ref={dialog} className="publish picture-picker" aria-labelledby={`${id}-heading`} onCancel={onClose} onClose={onClose}>
      <div className="publish-head">
        <h2 id={`${id}-heading`}>Choose one of the site’s pictures</h2>
        <button type="button" className="button button-small" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="media-search">
        <label htmlFor={`${id}-search`}>Find a picture by its name</label>
        <input id={`${id}-search`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-describedby={`${id}-count`} />
        <p id={`${id}-count`} role="status">
          {failure ?? (pictures ? `${shown.length} of ${pictures.length} pictures` : 'Loading the pictures…')}
        </p>
      </div>
      <ul className="picture-choices">
        {shown.map((picture) => {
          const name = names.get(picture.address) ?? pictureName(picture.address);
          const chosen = picture.address === current;
          return (
            <li key={picture.address}>
              <button type="button" className="picture-choice" aria-pressed={chosen} onClick={() => onChoose(picture.address)}>
                <img src={mediaFileUrl(picture.address)} alt="" loading="lazy" />
                <span>
                  <strong>
                    <bdi>{name}</bdi>
                  </strong>
                  <span className="page-meta">
                    {chosen
                      ? 'Chosen now'
                      : picture.uses.length > 0
                        ? `Used in ${picture.uses.length === 1 ? 'one place' : `${picture.uses.length} places`}`
                        : 'Not used yet'}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {pictures && shown.length === 0 && <p>No picture’s name contains “{filter}”.</p>}
    </dialog>
  );
}
