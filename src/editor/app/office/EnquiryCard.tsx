import { editorTime } from '../editor-time.js';

export interface Enquiry {
  id: string;
  createdAt: string;
  fullName: string;
  customerLastName: string;
  email: string;
  phone: string;
  type: string;
  description: string;
  address: string;
  language?: string | null;
}

interface Props {
  enquiry: Enquiry;
  /** The "Delete for good?" question is open on this enquiry. */
  confirming: boolean;
  onAskToDelete: () => void;
  onDelete: () => void;
  onKeep: () => void;
}

/**
 * One enquiry in the list. What the person typed stands in <bdi> (or dir="auto" for whole paragraphs): an Arabic
 * name inside an English line would otherwise take the punctuation and the date beside it into its own direction.
 */
export function EnquiryCard({ enquiry, confirming, onAskToDelete, onDelete, onKeep }: Props) {
  return (
    <li className="office-card">
      <h2>
        <bdi>{enquiry.fullName}</bdi>{' '}
        <span className="office-meta">
          · <time dateTime={enquiry.createdAt}>{editorTime(enquiry.createdAt)}</time>
        </span>
      </h2>
      <p className="office-meta">
        <a href={`mailto:${enquiry.email}`}>
          <bdi>{enquiry.email}</bdi>
        </a>{' '}
        · <bdi dir="ltr">{enquiry.phone}</bdi> · {enquiry.type}
        {enquiry.language === 'ar' ? ' · from the Arabic site' : ''}
      </p>
      <p className="office-text" dir="auto">
        {enquiry.description}
      </p>
      {enquiry.address && (
        <p className="office-meta">
          Address: <bdi>{enquiry.address}</bdi>
        </p>
      )}
      {confirming ? (
        <div className="office-confirm" role="group" aria-label={`Delete the enquiry from ${enquiry.fullName}?`}>
          <p>Delete this enquiry for good? Do this when the person asked for their data to be deleted; it cannot be undone.</p>
          <button type="button" className="button button-small button-danger" onClick={onDelete}>
            Delete for good
          </button>
          <button type="button" className="button button-small" onClick={onKeep}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className="button button-small" onClick={onAskToDelete}>
          Delete…
        </button>
      )}
    </li>
  );
}
