// Which instrument a text names, as the validator reads it to check citations: every kind of name, each way of
// writing the numbers, the FTA's guide codes, Persian digits, and the names the list matches entries by.
import { describe, expect, it } from 'vitest';
import { findInstrumentMentions, instrumentKey, registryKey } from '../../../src/build/law/instrument-mentions.js';

const keys = (text: string) => findInstrumentMentions(text).map((mention) => mention.key);

describe('an English name', () => {
  it('is read as its kind of instrument, whichever words the kind is written with', () => {
    expect(keys('Federal Law No. 7 of 2017 and Federal Laws No. 8 of 2017')).toEqual(['federal-law:7/2017', 'federal-law:8/2017']);
    expect(keys('Decree-Laws No. 47 of 2022 and Federal Decree by Law No. 16 of 2025')).toEqual(['decree-law:47/2022', 'decree-law:16/2025']);
    expect(keys('Cabinet Decisions No. 49 of 2021; Cabinet Resolutions No. 52 of 2017')).toEqual(['cabinet:49/2021', 'cabinet:52/2017']);
    expect(keys('Ministerial Resolution No. 265 of 2023')).toEqual(['ministerial:265/2023']);
    expect(keys('FTA Decision No. 5 of 2023 and Federal Tax Authority Decisions No. 7 of 2023')).toEqual(['fta:5/2023', 'fta:7/2023']);
    expect(keys('federal decree-law no. 47 of 2022')).toEqual(['decree-law:47/2022']);
  });

  it('may name several numbers of one year, each an instrument of its own, at the place of the phrase', () => {
    const text = 'See Cabinet Decisions Nos. 49, 108 & No. 109 of 2021.';
    const mentions = findInstrumentMentions(text);
    expect(mentions.map((mention) => mention.key)).toEqual(['cabinet:49/2021', 'cabinet:108/2021', 'cabinet:109/2021']);
    expect(mentions.map((mention) => [mention.index, mention.text])).toEqual(Array(3).fill([4, 'Cabinet Decisions Nos. 49, 108 & No. 109 of 2021']));
    expect(keys('Cabinet Decision No. (049) of 2021')).toEqual(['cabinet:49/2021']);
  });

  it('needs its number and year: a law named without them, or a year of two digits, names nothing', () => {
    expect(keys('the Corporate Tax Law, Federal Decree-Law of 2022, Cabinet Decision No. 49 of 21')).toEqual([]);
    expect(keys('Cabinet Decision No. 49 of 20215')).toEqual([]);
  });
});

describe('an FTA guide or public clarification', () => {
  it('is read by its code, in capitals whatever the case it is written in', () => {
    expect(keys('guides VATP031, TAXP001, EXTP002, CTGGCT1, VATGRE12, EXGEX1 and TPG TPGTP1')).toEqual([
      'code:VATP031',
      'code:TAXP001',
      'code:EXTP002',
      'code:CTGGCT1',
      'code:VATGRE12',
      'code:EXGEX1',
      'code:TPGTP1',
    ]);
    expect(keys('CTP0061, XCTP006, CTGG1 and CTGABCDEFG1 are not codes')).toEqual([]);
  });
});

describe('names in one text', () => {
  it('come in the order they are written, whatever their language or kind', () => {
    const text = 'CTP006 explains Federal Decree-Law No. 47 of 2022 and قرار مجلس الوزراء رقم (49) لسنة 2021.';
    expect(keys(text)).toEqual(['code:CTP006', 'decree-law:47/2022', 'cabinet:49/2021']);
  });

  it('read Persian digits as Arabic-Indic ones, without moving the place of the name', () => {
    const text = 'انظر القرار الوزاري رقم ۲۶۵ لسنة ۲۰۲۳ هنا';
    const [mention] = findInstrumentMentions(text);
    expect(mention).toEqual({ key: 'ministerial:265/2023', index: 5, length: 32, text: 'القرار الوزاري رقم ۲۶۵ لسنة ۲۰۲۳' });
  });

  it('find an Arabic name whose prefixes stand right after another name', () => {
    const text = 'القرار الوزاري رقم (1) لسنة 2020 والقرار الوزاري رقم (2) لسنة 2020 وبالقرار الوزاري رقم (3) لسنة 2020';
    expect(keys(text)).toEqual(['ministerial:1/2020', 'ministerial:2/2020', 'ministerial:3/2020']);
    expect(keys('المرسوم بقانون اتحادي رقم (47) لسنة 2022 والقانون الاتحادي رقم (7) لسنة 2017')).toEqual(['decree-law:47/2022', 'federal-law:7/2017']);
    expect(keys('القراران الوزاريان رقمي (243)، (244) و(245) لعام 2025')).toEqual(['ministerial:243/2025', 'ministerial:244/2025', 'ministerial:245/2025']);
  });
});

describe('an entry of the list of instruments', () => {
  it('is matched by the instrument it names, or by its words when it names none', () => {
    expect(instrumentKey('Federal Decree-Law No. 47 of 2022')).toBe('decree-law:47/2022');
    expect(instrumentKey('Cabinet Decisions No. 49 and 108 of 2021')).toBeUndefined();
    expect(instrumentKey('Ministry of Finance announcement')).toBeUndefined();
    expect(registryKey('Cabinet Decisions No. 49 and 108 of 2021')).toBe('name:cabinet decisions no. 49 and 108 of 2021');
    expect(registryKey('  FTA   Announcement\n of the waiver ')).toBe('name:fta announcement of the waiver');
    expect(registryKey('FTA announcement of the waiver')).toBe(registryKey('  FTA   Announcement\n of the waiver '));
  });
});
