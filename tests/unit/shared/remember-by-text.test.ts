// What the validator remembers between runs (src/shared/remember-by-text.ts) stays bounded: the editor's server runs
// for days, and each edit adds a new version of one text.
import { describe, expect, it } from 'vitest';
import { rememberByText } from '../../../src/shared/remember-by-text.js';

function counted(limits?: Parameters<typeof rememberByText>[1]) {
  const computed: string[] = [];
  const remembered = rememberByText((text) => {
    computed.push(text);
    return text.length;
  }, limits);
  return { remembered, computed };
}

describe('rememberByText', () => {
  it('works a text out once, then answers from memory', () => {
    const { remembered, computed } = counted();
    expect([remembered('abc'), remembered('abc'), remembered('de')]).toEqual([3, 3, 2]);
    expect(computed).toEqual(['abc', 'de']);
  });

  it('forgets the oldest text first once it holds as many texts, or characters, as allowed', () => {
    const byCount = counted({ texts: 2, characters: 1000 });
    for (const text of ['a', 'b', 'c', 'b', 'a']) byCount.remembered(text);
    // 'a' was forgotten when 'c' came in; 'b' was still there.
    expect(byCount.computed).toEqual(['a', 'b', 'c', 'a']);
    const byCharacters = counted({ texts: 100, characters: 10, largest: 10 });
    for (const text of ['aaaa', 'bbbb', 'cccc', 'bbbb', 'aaaa']) byCharacters.remembered(text);
    expect(byCharacters.computed).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
  });

  it('never remembers a text longer than its largest (a 64th of the characters unless given)', () => {
    const derived = counted({ texts: 100, characters: 640 });
    derived.remembered('x'.repeat(10));
    derived.remembered('x'.repeat(10));
    derived.remembered('y'.repeat(11));
    derived.remembered('y'.repeat(11));
    expect(derived.computed.map((text) => text.length)).toEqual([10, 11, 11]);
    const given = counted({ texts: 100, characters: 640, largest: 100 });
    given.remembered('y'.repeat(11));
    given.remembered('y'.repeat(11));
    expect(given.computed.length).toBe(1);
  });
});
