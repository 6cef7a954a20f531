import { describe, expect, it } from 'vitest';
import { openingWords } from '../../../src/shared/opening-words.js';

const opening = {
  _id: 'x',
  jobTitle: 'Audit Senior',
  location: 'Dubai',
  employmentType: 'Full time',
  description: 'Lead statutory audits.',
  ar: { jobTitle: 'مدقق حسابات أول', location: 'دبي' },
};

describe('openingWords', () => {
  it('shows the Arabic where the firm gave it, and the English marked as English elsewhere', () => {
    expect(openingWords(opening, 'ar', 'en')).toEqual({
      jobTitle: { text: 'مدقق حسابات أول' },
      location: { text: 'دبي' },
      employmentType: { text: 'Full time', lang: 'en' },
      description: { text: 'Lead statutory audits.', lang: 'en' },
    });
  });

  it('shows an opening with no Arabic in English, every word marked', () => {
    const { ar: _ar, ...english } = opening;
    expect(openingWords(english, 'ar', 'en').jobTitle).toEqual({ text: 'Audit Senior', lang: 'en' });
  });

  it('shows the English, unmarked, on the English pages', () => {
    expect(openingWords(opening, 'en', 'en')).toEqual({
      jobTitle: { text: 'Audit Senior' },
      location: { text: 'Dubai' },
      employmentType: { text: 'Full time' },
      description: { text: 'Lead statutory audits.' },
    });
  });
});
