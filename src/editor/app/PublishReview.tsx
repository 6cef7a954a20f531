import type { Author, FieldChange, Review, ReviewItem } from '../shared/review.js';
import { BASE, csrfToken } from './api.js';
import { PreviewLinks } from './PreviewLinks.js';
import { WordChanges } from './WordChanges.js';
import { editorTime } from './editor-time.js';

function Authors({ authors }: { authors: Author[] }) {
  if (authors.length === 0) return null;
  return (
    <p className="review-authors">
      Saved by{' '}
      {authors.map((author, index) => (
        <span key={`${author.by}${author.at}`}>
          {index > 0 && ', '}
          <bdi>{author.by}</bdi>, {editorTime(author.at)}
        </span>
      ))}
    </p>
  );
}

/** Changed fields, each old → new or word by word; the page history shows its comparisons the same way. */
export function Fields({ fields }: { fields: FieldChange[] }) {
  return (
    <dl className="review-fields">
      {fields.map((field) => (
        <div key={field.field}>
          <dt>{field.field}</dt>
          <dd>
            {field.words ? (
              <WordChanges parts={field.words} />
            ) : (
              <>
                <del>{field.before ?? '(none)'}</del> → <ins>{field.after ?? '(none)'}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const fileUrl = (file: string, side: 'live' | 'saved') => `${BASE}api/publish/file?file=${encodeURIComponent(file)}&side=${side}`;

function Item({ item }: { item: ReviewItem }) {
  switch (item.kind) {
    case 'guarded':
      return (
        <li className="review-item review-guarded">
          <p>
            <strong>Check this: </strong>
            {item.label} changes from <del>{item.before ?? '(none)'}</del> to <ins>{item.after ?? '(none)'}</ins>.
          </p>
          <Authors authors={item.authors} />
        </li>
      );
    case 'page':
      return (
        <li className="review-item">
          <p>
            <strong>
              {item.change === 'added' ? 'New page' : item.change === 'removed' ? 'Page taken off the site' : 'Page'} “<bdi>{item.title}</bdi>”
            </strong>
            {item.arabicTitle && (
              <>
                {' '}
                (<bdi lang="ar">{item.arabicTitle}</bdi>)
              </>
            )}{' '}
            at <code>{item.path}</code>
          </p>
          {/* On the server, where saved pages are previewed: the page as it will look, before it is live. */}
          {csrfToken && item.change !== 'removed' && <PreviewLinks path={item.path} />}
          {item.fields.length > 0 && <Fields fields={item.fields} />}
          <Authors authors={item.authors} />
        </li>
      );
    case 'setting':
      return (
        <li className="review-item">
          <p>
            <strong>Site setting: {item.label}</strong>
          </p>
          <Fields fields={item.fields} />
          <Authors authors={item.authors} />
        </li>
      );
    case 'order':
      return (
        <li className="review-item">
          <p>
            <strong>The order of the pages</strong> changes.
          </p>
        </li>
      );
    case 'file':
      return (
        <li className="review-item">
          <p>
            <strong>File {item.change}:</strong> <code>{item.file}</code>
          </p>
          {item.image && (
            <p className="review-thumbnails">
              {item.change !== 'added' && <img src={fileUrl(item.file, 'live')} alt={`${item.file} as it is live now`} loading="lazy" />}
              {item.change !== 'removed' && <img src={fileUrl(item.file, 'saved')} alt={`${item.file} as it will be`} loading="lazy" />}
            </p>
          )}
          <Authors authors={item.authors} />
        </li>
      );
  }
}

/** Everything the next publish puts live, as the publisher checks it: settings that redirect data first, marked. */
export function PublishReview({ review, firstPublish }: { review: Review; firstPublish: boolean }) {
  if (review.items.length === 0) {
    return (
      <p className="publish-waiting">
        {firstPublish
          ? 'Nothing has been published from here yet: publishing puts the whole site live, as it is saved.'
          : 'Nothing is waiting: the live site shows everything saved.'}
      </p>
    );
  }
  return (
    <section aria-labelledby="review-heading" className="review">
      <h3 id="review-heading">
        What publishing will change ({review.items.length} {review.items.length === 1 ? 'change' : 'changes'})
      </h3>
      {!review.complete && (
        <p className="publish-waiting">This site folder keeps no history (git), so only changes to the site's settings and pages are listed, not files.</p>
      )}
      <ul className="review-list">
        {review.items.map((item, index) => (
          <Item key={index} item={item} />
        ))}
      </ul>
    </section>
  );
}
