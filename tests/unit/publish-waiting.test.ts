// What the Publish dialog says is waiting to go live: after a publish, that nothing is (unless something was saved
// since), never the list read before the publish, which still named what has just gone live.
import { describe, expect, it } from 'vitest';
import { waitingLine } from '../../src/editor/app/publish-waiting.ts';

const NOTHING = 'Nothing is waiting: the live site shows everything saved.';
const SOMETHING = 'There are saved changes that are not live yet.';

describe('the Publish dialog’s waiting line', () => {
  it('says what is saved and not live before a publish', () => {
    expect(waitingLine(['site.yaml'], true, false)).toBe(SOMETHING);
    expect(waitingLine([], true, false)).toBe(NOTHING);
  });

  it('says nothing is waiting right after a publish, even before the list is read again', () => {
    expect(waitingLine(['site.yaml'], false, true)).toBe(NOTHING);
    expect(waitingLine(undefined, false, true)).toBe(NOTHING);
    expect(waitingLine([], true, true)).toBe(NOTHING);
  });

  it('says something waits after a publish when it was saved since', () => {
    expect(waitingLine(['content/about.md'], true, true)).toBe(SOMETHING);
  });

  it('says nothing while it does not know', () => {
    expect(waitingLine(['site.yaml'], false, false)).toBeUndefined();
    expect(waitingLine(undefined, true, false)).toBeUndefined();
  });
});
