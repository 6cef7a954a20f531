import { BASE } from './api.js';

/** The editing guide, in a new tab so the work on screen stays as it is. */
export function HelpLink() {
  return (
    <a className="button button-small" href={`${BASE}help`} target="_blank" rel="noopener">
      Help<span className="visually-hidden"> (the editing guide, opens in a new tab)</span>
    </a>
  );
}
