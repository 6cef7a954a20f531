// Times in the editor on the firm's clock (Dubai, UTC+4), said to be so, whatever the zone of the server or of the
// person's computer; date fields say to pick the date instead of naming a format the field does not show.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActivityTable } from '../../../src/editor/app/office/ActivityTable.js';
import { EnquiryCard } from '../../../src/editor/app/office/EnquiryCard.js';
import { PublishHistory } from '../../../src/editor/app/PublishHistory.js';
import { pageSchema, pageUiSchema, type SiteSchema } from '../../../src/editor/shared/schema-form.js';
import { firmDateTime } from '../../../src/shared/firm-time.js';
import { withTranslationsInlined } from '../../../src/shared/translation-schema.js';

const AT = '2026-11-29T10:05:00Z';
const SHOWN = '29 Nov 2026, 14:05 Dubai time';
const nothing = () => undefined;

describe('times in the editor', () => {
  it('are written on Dubai’s clock in the editor language’s date format, with the clock named', () => {
    expect(firmDateTime(AT)).toBe(SHOWN);
    expect(firmDateTime('2026-11-29T21:30:00Z')).toBe('30 Nov 2026, 01:30 Dubai time');
    expect(firmDateTime(AT, 'ar')).toMatch(/^29\u200f\/11\u200f\/2026، 14:05 بتوقيت دبي$/);
  });

  it('are Dubai time in the activity log, the enquiries and the publish history', () => {
    const activity = renderToStaticMarkup(<ActivityTable entries={[{ id: 1, at: AT, who: 'Pat', action: 'save', detail: null }]} />);
    expect(activity).toContain(`<time dateTime="${AT}">${SHOWN}</time>`);
    expect(activity).not.toContain('UTC');
    const enquiry = renderToStaticMarkup(
      <EnquiryCard
        enquiry={{
          id: '1',
          createdAt: AT,
          fullName: 'Pat',
          customerLastName: 'Pat',
          email: 'p@example.com',
          phone: '+971 4 123 4567',
          type: 'contact',
          description: '',
          address: '',
        }}
        confirming={false}
        onAskToDelete={nothing}
        onDelete={nothing}
        onKeep={nothing}
      />,
    );
    expect(enquiry).toContain(SHOWN);
    const history = renderToStaticMarkup(
      <PublishHistory busy={false} onUndo={nothing} history={[{ id: 'r', at: AT, by: 'Pat', pages: ['/About-Us'], undone: false, undoable: true }]} />,
    );
    expect(history).toContain(`<time dateTime="${AT}">${SHOWN}</time>`);
    expect(history).toContain(`of ${SHOWN}</span>`);
  });
});

describe('the help under a date field', () => {
  const schema = withTranslationsInlined(JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as Record<string, unknown>) as unknown as SiteSchema;
  const article = pageUiSchema(schema, pageSchema(schema, 'article')!) as Record<string, Record<string, string>>;

  it('says what the date is and to pick it, never YYYY-MM-DD', () => {
    expect(article.date['ui:description']).toBe('Publication date. Type the date or pick it from the calendar.');
    expect(article.updated['ui:description']).toBe(
      'When the article was last substantially updated (after “Date”). Type the date or pick it from the calendar.',
    );
    expect(JSON.stringify(article)).not.toContain('YYYY-MM-DD');
  });
});
