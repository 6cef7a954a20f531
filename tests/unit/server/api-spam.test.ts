import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.js';
import { listEnquiries } from '../../../server/db/enquiries.js';
import { MIN_FILL_MS, spamReasons } from '../../../server/api/spam.js';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';
import { closeFakeSmtp, fakeSmtp, waitFor } from '../../support/fake-smtp.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
  await closeFakeSmtp();
});

/** A person: the form was on screen for half a minute before they sent it. */
const person = { ...validEnquiry, elapsedMs: 30_000 };

async function appWithMail(messages: string[]) {
  const port = await fakeSmtp(messages);
  return startTestApp({ smtp: { host: '127.0.0.1', port, from: 'site@example.com', to: 'office@example.com' } });
}

function stored(databasePath: string) {
  const db = openDatabase(databasePath);
  try {
    return { people: listEnquiries(db, { spam: false }), spam: listEnquiries(db, { spam: true }) };
  } finally {
    db.close();
  }
}

function enquiriesCli(databasePath: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: databasePath, NO_COLOR: '1' },
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('suspected spam', () => {
  it('a bot-like submission (honeypot filled, sent at once) is answered as usual, stored with its reasons and not mailed', async () => {
    const messages: string[] = [];
    test = await appWithMail(messages);
    const bot = await postEnquiry(test.app, { ...validEnquiry, email: 'bot@example.com', website: 'https://spam.example', elapsedMs: 150 });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ message: 'Success', data: { _id: expect.any(String) } });
    const human = await postEnquiry(test.app, person);
    expect(human.statusCode).toBe(201);

    await waitFor(() => messages.length >= 1, "the person's e-mail");
    await new Promise((done) => setTimeout(done, 300));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(human.json().data._id);

    const { people, spam } = stored(test.databasePath);
    expect(people.map((each) => each.id)).toEqual([human.json().data._id]);
    expect(spam).toEqual([expect.objectContaining({ id: bot.json().data._id, email: 'bot@example.com', spam: 'honeypot,too-fast' })]);
  });

  it('is listed apart by `enquiries list --spam`, and `not-spam ID` releases it into the enquiries', async () => {
    test = await startTestApp();
    const bot = await postEnquiry(test.app, { ...person, fullName: 'Cheap SEO', description: 'Visit https://a.example and https://b.example now' });
    await postEnquiry(test.app, { ...person, fullName: 'Aisha Khan' });
    const id = bot.json().data._id as string;

    const people = enquiriesCli(test.databasePath, 'list');
    expect(people.stdout).toContain('Aisha Khan');
    expect(people.stdout).not.toContain('Cheap SEO');
    const spam = enquiriesCli(test.databasePath, 'list', '--spam');
    expect(spam.stdout).toContain(`${id}  spam: links`);
    expect(spam.stdout).toContain('Cheap SEO');
    expect(spam.stdout).not.toContain('Aisha Khan');

    expect(enquiriesCli(test.databasePath, 'not-spam', id).code).toBe(0);
    expect(enquiriesCli(test.databasePath, 'list').stdout).toContain('Cheap SEO');
    expect(enquiriesCli(test.databasePath, 'list', '--spam').stdout).toContain('No suspected spam.');
    expect(enquiriesCli(test.databasePath, 'spam', id).code).toBe(0);
    expect(enquiriesCli(test.databasePath, 'list', '--spam').stdout).toContain(`${id}  spam: staff`);
    expect(enquiriesCli(test.databasePath, 'not-spam', 'no-such-id')).toMatchObject({ code: 1, stderr: expect.stringContaining('no enquiry has the id') });
  });

  it('keeps an enquiry sent by a page without the timing field (older pages) with the people', async () => {
    test = await startTestApp();
    expect((await postEnquiry(test.app, validEnquiry)).statusCode).toBe(201);
    expect(stored(test.databasePath).spam).toEqual([]);
  });
});

describe('spamReasons', () => {
  const judge = (description: string, signals = { elapsedMs: 20_000 }) => spamReasons({ ...validEnquiry, description }, signals);

  it('takes nothing but the honeypot, the time and the text into account', () => {
    expect(spamReasons(validEnquiry, { website: 'x' })).toEqual(['honeypot']);
    expect(spamReasons(validEnquiry, { elapsedMs: MIN_FILL_MS - 1 })).toEqual(['too-fast']);
    expect(spamReasons(validEnquiry, { elapsedMs: MIN_FILL_MS })).toEqual([]);
    expect(spamReasons(validEnquiry, { website: '' })).toEqual([]);
  });

  it('lets a person mention their own website, not several links or links in a name', () => {
    expect(judge('Our site is https://www.example.ae, we need a VAT audit.')).toEqual([]);
    expect(judge('Best prices http://a.example http://b.example')).toEqual(['links']);
    // Forum link markup is never typed into a contact form by a person.
    expect(judge('[url=http://a.example]cheap[/url]')).toEqual(['links']);
    expect(spamReasons({ ...validEnquiry, fullName: 'www.cheap-seo.example' }, {})).toEqual(['links']);
  });

  it('flags a phrase pasted again and again, in any script, and leaves ordinary messages alone', () => {
    expect(judge('buy now '.repeat(20))).toEqual(['repeated-text']);
    expect(judge('اشتر الآن '.repeat(20))).toEqual(['repeated-text']);
    expect(judge('Great offer for you\nGreat offer for you\nGreat offer for you')).toEqual(['repeated-text']);
    expect(judge(`Hello${'!'.repeat(40)}`)).toEqual(['repeated-text']);
    expect(judge('نحتاج إلى مساعدة في تسجيل الشركة لضريبة الشركات وتقديم الإقرار الأول قبل الموعد النهائي.')).toEqual([]);
    expect(judge('We are a trading company in Dubai. We need VAT registration, VAT returns every quarter, and help with a VAT refund for 2025.')).toEqual([]);
  });
});

describe('spamReasons at the edges of each rule', () => {
  const judge = (description: string) => spamReasons({ ...validEnquiry, description }, { elapsedMs: 20_000 });

  it('judges repetition only from 12 words on, and flags a share of distinct words under 30%, not at 30%', () => {
    expect(judge('Help! Help! Help! Help! Help!')).toEqual([]);
    expect(judge('buy now '.repeat(6))).toEqual(['repeated-text']);
    // 20 words, 6 of them distinct: exactly 30%.
    expect(judge(`${'tax vat fee law fta uae '.repeat(3)}tax vat`)).toEqual([]);
  });

  it('counts a line said three times however it is indented or capitalised, from 8 characters on', () => {
    expect(judge('Great offer for you\n   GREAT OFFER FOR YOU\ngreat offer for you  ')).toEqual(['repeated-text']);
    expect(judge('Call me!\nCall me!\nCall me!')).toEqual(['repeated-text']);
    expect(judge('Call me\nCall me\nCall me')).toEqual([]);
  });

  it('does not count the blank lines between the paragraphs of a real message', () => {
    const letter =
      'Hello,\n\nWe are a trading company in Dubai.\n\nWe need VAT registration and quarterly returns.\n\nPlease call us this week.\n\nRegards,\nAisha';
    expect(judge(letter)).toEqual([]);
  });
});
