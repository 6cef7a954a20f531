// What each role may do in the editor on the server, what the audit log keeps, and the office views' rules
// (openings, enquiries) through the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/db/audit.js';
import { listSubscribers, requestSubscription } from '../../../server/db/alert-subscribers.js';
import { findOpenCareer } from '../../../server/db/careers.js';
import { countEnquiries, saveEnquiry } from '../../../server/db/enquiries.js';
import { may } from '../../../src/editor/shared/roles.js';
import { NAME, startEditorApp, type EditorTestApp } from '../../support/editor-auth-app.js';

let test: EditorTestApp;
const as: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  test = await startEditorApp();
  await test.addPeople();
  for (const role of ['admin', 'editor', 'publisher', 'staff'] as const) as[role] = await test.session(role);
  const enquiry = { fullName: 'Layla Haddad', customerLastName: 'Haddad', phone: '+971501234567', type: 'contact' as const, address: '' as const };
  saveEnquiry(test.db, { ...enquiry, email: 'layla@example.com', description: 'VAT registration for a trading company' }, { requestHash: 'a' });
  saveEnquiry(test.db, { ...enquiry, fullName: 'Omar Saleh', email: 'omar@example.com', description: '=HYPERLINK("x") corporate tax' }, { requestHash: 'b' });
}, 180_000);
afterAll(() => test.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  test.app.inject({ method, url, headers: { ...as[role], 'x-draft': `draft-of-${role}` }, payload: payload as never });

describe('the law-change alerts’ subscribers', () => {
  it('are listed to staff, newest first, each reading on record; an editor sees none; an address is removed on request', async () => {
    requestSubscription(test.db, 'amina@example.com', 'ar');
    requestSubscription(test.db, 'john@example.com', 'en');
    const refused = await call('editor', 'GET', '/edit/api/subscribers');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('amina');
    expect((await call('editor', 'DELETE', '/edit/api/subscribers?email=amina@example.com')).statusCode).toBe(403);
    const listed = await call('staff', 'GET', '/edit/api/subscribers');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().subscribers.map((each: { email: string; status: string }) => [each.email, each.status])).toEqual([
      ['john@example.com', 'pending'],
      ['amina@example.com', 'pending'],
    ]);
    expect(listAudit(test.db)[0]).toMatchObject({ who: NAME.staff, action: 'view alert subscribers', detail: '2 shown' });
    expect((await call('staff', 'DELETE', '/edit/api/subscribers')).statusCode).toBe(400);
    expect((await call('staff', 'DELETE', '/edit/api/subscribers?email=nobody@example.com')).statusCode).toBe(404);
    expect((await call('staff', 'DELETE', '/edit/api/subscribers?email=Amina@Example.com')).statusCode).toBe(200);
    expect(listSubscribers(test.db).map((each) => each.email)).toEqual(['john@example.com']);
    expect(listAudit(test.db)[0]).toMatchObject({ who: NAME.staff, action: 'remove alert subscriber', detail: 'Amina@Example.com' });
  });
});

describe('roles', () => {
  it('staff cannot edit or publish pages; editors cannot read enquiries, openings or the activity log', async () => {
    expect(may({ role: 'staff' }, 'publish')).toBe(false);
    expect(may({ role: 'editor' }, 'publish')).toBe(false);
    expect(may({ role: 'publisher' }, 'publish')).toBe(true);
    const refused = await call('staff', 'GET', '/edit/api/state');
    expect(refused.statusCode).toBe(403);
    // Publishers cannot give roles: whoever runs the server does (`npm run editors`).
    expect(refused.json().message).toBe('Your account may not edit pages. Ask whoever manages the site’s accounts to give you the editor role.');
    expect((await call('staff', 'POST', '/edit/api/save', { versions: {} })).statusCode).toBe(403);
    for (const url of ['/edit/api/enquiries', '/edit/api/enquiries.csv', '/edit/api/openings', '/edit/api/activity']) {
      const response = await call('editor', 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Layla');
    }
    expect((await call('editor', 'DELETE', '/edit/api/enquiries/anything')).statusCode).toBe(403);
    expect((await call('staff', 'GET', '/edit/api/enquiries')).statusCode).toBe(200);
    const openings = await call('staff', 'GET', '/edit/api/openings');
    expect(openings.statusCode).toBe(403);
    expect(openings.json().message).toBe('Your account may not do this. Ask whoever manages the site’s accounts if you need to.');
    expect((await call('staff', 'GET', '/edit/api/activity')).statusCode).toBe(403);
    // The editing guide, for everyone signed in, with its table of contents leading to its sections.
    const help = await call('staff', 'GET', '/edit/help');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('href="#change-a-phone-number-or-an-e-mail-address"');
    expect(help.body).toContain('id="change-a-phone-number-or-an-e-mail-address"');
    // What went live, and when, is not staff's business either.
    expect((await call('staff', 'GET', '/edit/api/publish')).statusCode).toBe(403);
    expect((await call('editor', 'GET', '/edit/api/publish')).statusCode).toBe(200);
  });

  it('only a publisher may publish or undo on the server: staff and editors are refused before anything is built', async () => {
    for (const role of ['staff', 'editor']) {
      for (const [url, payload] of [
        ['/edit/api/publish', undefined],
        ['/edit/api/publish/undo', { id: 'any' }],
      ] as const) {
        const response = await call(role, 'POST', url, payload);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    // A publisher reaches the publish routes (here: the overview of what is live and waiting).
    expect((await call('publisher', 'GET', '/edit/api/publish')).statusCode).toBe(200);
  }, 60_000);

  it('tells the browser app who is signed in and what they may do', async () => {
    expect((await call('staff', 'GET', '/edit/api/me')).json()).toEqual({
      name: NAME.staff,
      role: 'staff',
      permissions: ['readEnquiries', 'readSubscribers'],
      office: true,
    });
    expect((await call('editor', 'GET', '/edit/api/me')).json().permissions).toEqual(['editPages', 'readPublishHistory']);
    expect((await call('admin', 'GET', '/edit/api/me')).json().permissions).toContain('changeGuardedSettings');
    expect((await call('publisher', 'GET', '/edit/api/me')).json().permissions).not.toContain('changeGuardedSettings');
  });
});

describe('drafts', () => {
  it('are each person’s own, even with the same tab id', async () => {
    const site = (await call('editor', 'GET', '/edit/api/sections/site')).json().value;
    const state = (await call('editor', 'PUT', '/edit/api/sections/site', { value: { ...site, name: `${site.name} (edited)` } })).json();
    expect(state.dirty).toBe(true);
    expect((await call('publisher', 'GET', '/edit/api/state')).json().dirty).toBe(false);
    const sameTab = { ...as.publisher, 'x-draft': 'draft-of-editor' };
    expect((await test.app.inject({ url: '/edit/api/state', headers: sameTab })).json().dirty).toBe(false);
    expect((await call('editor', 'POST', '/edit/api/reload')).json().dirty).toBe(false);
  }, 30_000);
});

describe('the audit log', () => {
  it('records saves, enquiry views, exports and deletions and opening changes, by name; publishers read it', async () => {
    const site = (await call('editor', 'GET', '/edit/api/sections/site')).json().value;
    await call('editor', 'PUT', '/edit/api/sections/site', { value: { ...site, name: `${site.name} Ltd` } });
    const versions = (await call('editor', 'GET', '/edit/api/state')).json().versions;
    expect((await call('editor', 'POST', '/edit/api/save', { versions })).statusCode).toBe(200);

    const listed = (await call('staff', 'GET', '/edit/api/enquiries?q=REGISTRATION')).json();
    expect(listed.enquiries.map((enquiry: { fullName: string }) => enquiry.fullName)).toEqual(['Layla Haddad']);
    expect((await call('staff', 'GET', '/edit/api/enquiries')).json().enquiries.map((enquiry: { fullName: string }) => enquiry.fullName)).toEqual([
      'Omar Saleh',
      'Layla Haddad',
    ]);
    const csv = await call('staff', 'GET', '/edit/api/enquiries.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") corporate tax"`);
    expect((await call('staff', 'DELETE', `/edit/api/enquiries/${listed.enquiries[0].id}`)).statusCode).toBe(200);
    expect(countEnquiries(test.db)).toBe(1);

    const added = await call('publisher', 'POST', '/edit/api/openings', { jobTitle: 'Audit Senior', location: 'Dubai' });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect((await call('publisher', 'POST', `/edit/api/openings/${id}/close`)).statusCode).toBe(200);
    expect(findOpenCareer(test.db, id)).toBeUndefined();
    expect((await call('publisher', 'POST', `/edit/api/openings/${id}/reopen`)).statusCode).toBe(200);
    expect((await call('publisher', 'PUT', `/edit/api/openings/${id}`, { jobTitle: 'Audit Manager', location: 'Abu Dhabi' })).statusCode).toBe(200);
    expect(findOpenCareer(test.db, id)).toMatchObject({ jobTitle: 'Audit Manager', location: 'Abu Dhabi' });

    const actions = listAudit(test.db)
      .reverse()
      .map((entry) => [entry.who, entry.action]);
    expect(actions).toEqual(
      expect.arrayContaining([
        [NAME.editor, 'save'],
        [NAME.staff, 'view enquiries'],
        [NAME.staff, 'export enquiries'],
        [NAME.staff, 'delete enquiry'],
        [NAME.publisher, 'add opening'],
        [NAME.publisher, 'close opening'],
        [NAME.publisher, 'reopen opening'],
        [NAME.publisher, 'edit opening'],
      ]),
    );
    expect(listAudit(test.db).find((entry) => entry.action === 'save')?.detail).toMatch(/site|Site/);
    const shown = (await call('publisher', 'GET', '/edit/api/activity')).json().entries;
    expect(shown[0]).toMatchObject({ who: NAME.publisher, action: 'edit opening', detail: 'Audit Manager' });
  }, 30_000);

  it('refuses an opening without a title, naming the field', async () => {
    const response = await call('publisher', 'POST', '/edit/api/openings', { jobTitle: '  ', location: 'Dubai' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'jobTitle', message: 'Job title is needed.' });
  });
});
