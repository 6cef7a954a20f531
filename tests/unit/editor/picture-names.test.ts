// The picture picker names each picture so that two files of one name in different folders can be told apart.
import { describe, expect, it } from 'vitest';
import { pictureNames } from '../../../src/editor/app/picture-name.js';

describe('picture names in the picker', () => {
  it('are file names, with the folder only where two pictures share a file name', () => {
    const names = pictureNames(['/images/services/vat.svg', '/images/home/vat.svg', '/images/team/sara.jpg']);
    expect([...names.values()]).toEqual(['services/vat.svg', 'home/vat.svg', 'sara.jpg']);
  });
});
