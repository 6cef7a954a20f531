// The words of each refusal, as the form shows them beside a field or a client developer reads them, and what the
// operator's log keeps. Mutation testing (npm run mutate -- --module api-input) found that the tests checked which
// fields were named but not what was said about them, nor the answer to a body that is not JSON, too large or empty.
import { afterEach, describe, expect, it } from 'vitest';
import { postEnquiry, startTestApp, validEnquiry, type TestApp } from '../../support/api-test-app.js';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } };
}

/** The text as UTF-8 with its `#` replaced by the byte 0xFF, which no UTF-8 text contains. */
function withByteAt(text: string): Buffer {
  const at = text.indexOf('#');
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xff]), Buffer.from(text.slice(at + 1))]);
}

async function errorsFor(body: unknown, headers: Record<string, string> = {}) {
  test ??= await startTestApp();
  const response = await postEnquiry(test.app, body, headers);
  expect(response.statusCode).toBe(400);
  return response.json().errors as { field: string; message: string }[];
}

describe('what the form is told about each field', () => {
  it('names a missing field, an unknown one and a value of the wrong kind', async () => {
    const { phone: _phone, ...withoutPhone } = validEnquiry;
    expect(await errorsFor({ ...withoutPhone, company: 'ACME', fullName: null, elapsedMs: 'soon' })).toEqual([
      { field: 'phone', message: 'is required' },
      { field: 'company', message: 'is not an accepted field' },
      { field: 'fullName', message: 'must be text' },
      { field: 'elapsedMs', message: 'must be of type integer' },
    ]);
  });

  it('says a body that is a list, not an object, must be a JSON object', async () => {
    expect(await errorsFor([validEnquiry])).toEqual([{ field: 'body', message: 'must be a JSON object' }]);
  });

  it('words the language code, a negative time and an empty Idempotency-Key', async () => {
    expect(await errorsFor({ ...validEnquiry, language: 'Arabic', elapsedMs: -5 })).toEqual([
      { field: 'language', message: 'is not in the expected form' },
      { field: 'elapsedMs', message: 'is not valid' },
    ]);
    expect(await errorsFor(validEnquiry, { 'idempotency-key': '' })).toEqual([{ field: 'Idempotency-Key', message: 'must not be empty' }]);
  });

  it('of a value that breaks several rules, gives the most basic one', async () => {
    // One word of 5001 letters is both too long and too few words: the words come first.
    expect(await errorsFor({ ...validEnquiry, description: 'x'.repeat(5001) })).toEqual([
      { field: 'description', message: 'must be at least a few words (3 or more)' },
    ]);
    // 101 spaces: too long, and nothing visible; the invisibility is what the visitor must fix.
    expect(await errorsFor({ ...validEnquiry, customerLastName: ' '.repeat(101) })).toEqual([
      { field: 'customerLastName', message: 'must contain visible characters, not only spaces or invisible ones' },
    ]);
    // An empty e-mail is no address either, but the visitor must first type something.
    expect(await errorsFor({ ...validEnquiry, email: '' })).toEqual([
      { field: 'email', message: 'must contain visible characters, not only spaces or invisible ones' },
    ]);
  });
});

describe('bodies that are not a readable enquiry', () => {
  it.each([
    ['malformed JSON', '{"fullName": "Aisha",', {}, 400, 'The request body is not valid JSON.'],
    ['an empty body', '', {}, 400, 'The request body is empty.'],
    [
      'a form post',
      'fullName=Aisha',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'Unsupported content type: send JSON with Content-Type: application/json.',
    ],
    ['a 100 KB body', JSON.stringify({ ...validEnquiry, description: 'x'.repeat(100 * 1024) }), {}, 413, 'The request body is too large.'],
  ])('%s gets %s with a plain-English message', async (_what, body, headers, status, message) => {
    test = await startTestApp();
    const response = await postEnquiry(test.app, body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['a JSON list with bytes that are not UTF-8', withByteAt('["Ai#sha"]')],
    ['a JSON string with bytes that are not UTF-8', withByteAt('"Ai#sha"')],
    ['bytes that are not UTF-8 in a field’s name', withByteAt(JSON.stringify(validEnquiry).replace('fullName', 'full#Name'))],
  ])('%s is refused as a whole body', async (_what, bytes) => {
    expect(await errorsFor(bytes)).toEqual([{ field: 'body', message: 'contains bytes that are not valid UTF-8 text' }]);
  });

  it('bytes that are not UTF-8 in a name are pinned to the name, beside the form’s timing number', async () => {
    const bytes = withByteAt(JSON.stringify({ ...validEnquiry, elapsedMs: 30_000 }).replace('Aisha', 'Ai#sha'));
    expect(await errorsFor(bytes)).toEqual([{ field: 'fullName', message: 'contains bytes that are not valid UTF-8 text' }]);
  });
});

describe('the log', () => {
  it('keeps a client error at info level with its code and status, and no 500 for it', async () => {
    const sink = logSink();
    test = await startTestApp({ logger: sink.logger });
    await postEnquiry(test.app, '{"fullName":');
    await postEnquiry(test.app, withByteAt('{"fullName":"Ai#"}'));
    const clientErrors = sink.lines.filter((line) => line.msg === 'client error');
    expect(clientErrors).toEqual([
      expect.objectContaining({ level: 30, code: 'FST_ERR_CTP_INVALID_JSON_BODY', status: 400 }),
      expect.objectContaining({ level: 30, code: 'INVALID_REQUEST', status: 400 }),
    ]);
    expect(sink.lines.some((line) => line.msg === 'request failed')).toBe(false);
  });
});
