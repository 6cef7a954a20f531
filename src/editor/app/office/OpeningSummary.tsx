import { openingValue, type OpeningField, type OpeningWords } from '../../shared/opening-fields.js';

export type Opening = OpeningWords & {
  id: string;
  jobTitle: string;
  status: 'open' | 'closed';
  createdAt: string;
};

interface Props {
  opening: Opening;
  fields: readonly OpeningField[];
  onEdit: () => void;
  onCloseOrReopen: () => void;
}

/** One opening in the list: its title and short fields (each isolated, <bdi>, as typed in either language), Edit, Close. */
export function OpeningSummary({ opening, fields, onEdit, onCloseOrReopen }: Props) {
  const shortFields = fields.filter((field) => !field.multiline && !field.lang && field.key !== 'jobTitle' && openingValue(opening, field.key));
  return (
    <>
      <h2>
        <bdi>{opening.jobTitle}</bdi> <span className="office-meta">· {opening.status === 'open' ? 'open, on the Careers page' : 'closed'}</span>
      </h2>
      <p className="office-meta">
        {shortFields.map((field, index) => (
          <span key={field.key}>
            {index > 0 && ' · '}
            <bdi>{openingValue(opening, field.key)}</bdi>
          </span>
        ))}
      </p>
      <div className="actions">
        <button type="button" className="button button-small" onClick={onEdit}>
          Edit<span className="visually-hidden"> “{opening.jobTitle}”</span>
        </button>
        <button type="button" className="button button-small" onClick={onCloseOrReopen}>
          {opening.status === 'open' ? 'Close' : 'Reopen'}
          <span className="visually-hidden"> “{opening.jobTitle}”</span>
        </button>
      </div>
    </>
  );
}
