import { afterEach, describe, expect, it } from 'vitest';
import { addCareer, closeCareer, listCareers } from '../../../server/db/careers.js';
import { openDatabase } from '../../../server/db/database.js';
import { startTestApp, type TestApp } from '../../support/api-test-app.js';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const getCareers = async (app: TestApp['app']) => {
  const response = await app.inject({ method: 'GET', url: '/api/getAllCareers' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The functions the careers CLI uses, on the app's database through a connection of their own. */
function withDb<T>(path: string, use: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(path);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

describe('GET /api/getAllCareers', () => {
  it('answers an empty list when there are no openings', async () => {
    test = await startTestApp();
    expect(await getCareers(test.app)).toEqual({ message: 'Success', data: [] });
  });

  it('lists open positions newest first, leaving out empty details', async () => {
    test = await startTestApp();
    const older = withDb(test.databasePath, (db) =>
      addCareer(db, { jobTitle: 'Audit Senior', location: 'Dubai', employmentType: 'Full-time', experience: '3+ years', description: 'IFRS audits.' }),
    );
    const newer = withDb(test.databasePath, (db) => addCareer(db, { jobTitle: 'Tax Associate <VAT>' }));
    expect(await getCareers(test.app)).toEqual({
      message: 'Success',
      data: [
        { _id: newer, jobTitle: 'Tax Associate <VAT>' },
        { _id: older, jobTitle: 'Audit Senior', location: 'Dubai', employmentType: 'Full-time', experience: '3+ years', description: 'IFRS audits.' },
      ],
    });
  });

  it('carries the Arabic words given, and only those', async () => {
    test = await startTestApp();
    const id = withDb(test.databasePath, (db) =>
      addCareer(db, {
        jobTitle: 'Audit Senior',
        location: 'Dubai',
        employmentType: 'Full time',
        ar: { jobTitle: 'مدقق حسابات أول', location: 'دبي', employmentType: ' ' },
      }),
    );
    expect((await getCareers(test.app)).data).toEqual([
      { _id: id, jobTitle: 'Audit Senior', location: 'Dubai', employmentType: 'Full time', ar: { jobTitle: 'مدقق حسابات أول', location: 'دبي' } },
    ]);
  });

  it('drops a position once it is closed', async () => {
    test = await startTestApp();
    const keep = withDb(test.databasePath, (db) => addCareer(db, { jobTitle: 'Bookkeeper' }));
    const gone = withDb(test.databasePath, (db) => addCareer(db, { jobTitle: 'Payroll Officer' }));
    expect(withDb(test.databasePath, (db) => closeCareer(db, gone))).toBe(true);
    expect((await getCareers(test.app)).data).toEqual([{ _id: keep, jobTitle: 'Bookkeeper' }]);
    // Closing again, or an unknown id, changes nothing; the closed one is still on record.
    expect(withDb(test.databasePath, (db) => closeCareer(db, gone))).toBe(false);
    expect(withDb(test.databasePath, (db) => closeCareer(db, 'no-such-id'))).toBe(false);
    const all = withDb(test.databasePath, (db) => listCareers(db, { includeClosed: true }));
    expect(all.map((c) => [c.jobTitle, c.status, c.closedAt === null])).toEqual([
      ['Payroll Officer', 'closed', false],
      ['Bookkeeper', 'open', true],
    ]);
  });
});
