// Names people typed, shown in the editor's office lists: each stands in <bdi>, so an Arabic name does not pull the
// date, the "·" or the comma beside it into right-to-left order and scramble its line.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActivityTable } from '../../../src/editor/app/office/ActivityTable.js';
import { EnquiryCard } from '../../../src/editor/app/office/EnquiryCard.js';
import { OpeningForm } from '../../../src/editor/app/office/OpeningForm.js';
import { OpeningSummary } from '../../../src/editor/app/office/OpeningSummary.js';
import { PublishHistory } from '../../../src/editor/app/PublishHistory.js';
import { OPENING_FIELDS } from '../../../src/editor/shared/opening-fields.js';

const NAME = 'عائشة خان';
const nothing = () => undefined;

describe('names in the office lists', () => {
  it('isolates an enquirer’s name, e-mail, phone and address', () => {
    const html = renderToStaticMarkup(
      <EnquiryCard
        enquiry={{
          id: '1',
          createdAt: '2026-11-29T10:05:00Z',
          fullName: NAME,
          customerLastName: 'خان',
          email: 'aisha@example.com',
          phone: '+971 4 123 4567',
          type: 'contact',
          description: 'مرحبا',
          address: 'دبي',
        }}
        confirming={false}
        onAskToDelete={nothing}
        onDelete={nothing}
        onKeep={nothing}
      />,
    );
    expect(html).toContain(`<h2><bdi>${NAME}</bdi>`);
    expect(html).toContain('<bdi>aisha@example.com</bdi>');
    expect(html).toContain('<bdi dir="ltr">+971 4 123 4567</bdi>');
    expect(html).toContain('Address: <bdi>دبي</bdi>');
  });

  it('isolates who did what in the activity log, and the details', () => {
    const html = renderToStaticMarkup(
      <ActivityTable entries={[{ id: 1, at: '2026-11-29T10:05:00Z', who: NAME, action: 'view enquiries', detail: 'search "خان"' }]} />,
    );
    expect(html).toContain(`<td><bdi>${NAME}</bdi></td>`);
    expect(html).toContain('<td><bdi>search &quot;خان&quot;</bdi></td>');
  });

  it('isolates a job opening’s title and its short fields', () => {
    const html = renderToStaticMarkup(
      <OpeningSummary
        opening={{ id: 'o', jobTitle: 'محاسب', location: 'دبي', status: 'open', createdAt: '2026-11-29T10:05:00Z' }}
        fields={OPENING_FIELDS}
        onEdit={nothing}
        onCloseOrReopen={nothing}
      />,
    );
    expect(html).toContain('<h2><bdi>محاسب</bdi>');
    expect(html).toContain('<bdi>دبي</bdi>');
  });

  it('isolates who published and each page address in the publish history', () => {
    const html = renderToStaticMarkup(
      <PublishHistory
        busy={false}
        onUndo={nothing}
        history={[{ id: 'r', at: '2026-11-29T10:05:00Z', by: NAME, pages: ['/ar/من-نحن', '/About-Us'], undone: false, undoable: false }]}
      />,
    );
    expect(html).toContain(`by <bdi>${NAME}</bdi>`);
    expect(html).toContain('<bdi>/ar/من-نحن</bdi>, <bdi>/About-Us</bdi>');
  });
});

describe('saving a job opening', () => {
  it('says before saving that a new or open opening goes on the Careers page at once, a closed one does not', () => {
    const form = (status?: 'open' | 'closed') =>
      renderToStaticMarkup(<OpeningForm fields={[...OPENING_FIELDS]} title="New opening" status={status} onSave={async () => undefined} onCancel={nothing} />);
    for (const html of [form(), form('open')]) {
      expect(html).toContain('Saving puts this opening on the Careers page at once: job openings go live without waiting for Publish.');
      expect(html.indexOf('on the Careers page at once')).toBeLessThan(html.indexOf('Save opening'));
    }
    expect(form('closed')).toContain('This opening is closed: saving keeps it off the Careers page until you reopen it.');
  });
});
