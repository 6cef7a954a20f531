// One field per phone number, written as people read it: the call link and the WhatsApp chat are made from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from '../../../src/browser/components/contact-links.js';
import { pageUiSchema, sectionSchema, type SiteSchema } from '../../../src/editor/shared/schema-form.js';
import { withTranslationsInlined } from '../../../src/shared/translation-schema.js';

describe('links made from a phone number', () => {
  it('dial the number people read', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
  });

  it('open a WhatsApp chat with the first number marked as taking WhatsApp', () => {
    const phones = [{ number: '+971 4 123 4567' }, { number: '+971 50 123 4567', whatsapp: true }, { number: '+971 55 000 0000', whatsapp: true }];
    expect(whatsappHref({ phones })).toBe('https://wa.me/971501234567');
  });

  it('still read the older separate WhatsApp field, in either form, when no phone is marked', () => {
    expect(whatsappHref({ phones: [{ number: '+971 4 123 4567' }], whatsapp: '971500000000' })).toBe('https://wa.me/971500000000');
    expect(whatsappHref({ phones: [{ number: '+971 4 123 4567' }], whatsapp: '+971 50 000 0000' })).toBe('https://wa.me/971500000000');
    expect(whatsappHref({ phones: [{ number: '+971 4 123 4567' }] })).toBeUndefined();
  });
});

describe('the phone numbers in the editor', () => {
  const schema = withTranslationsInlined(JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as Record<string, unknown>) as unknown as SiteSchema;
  const ui = pageUiSchema(schema, sectionSchema(schema, 'site')!) as Record<
    string,
    Record<string, unknown> & { items: Record<string, Record<string, unknown>> }
  >;

  it('are one field each, with a WhatsApp box beside it, and no separate WhatsApp number', () => {
    expect(ui.phones.items.number['ui:title']).toBe('Number');
    expect(ui.phones.items.whatsapp['ui:title']).toBe('WhatsApp');
    expect(ui.whatsapp['ui:widget']).toBe('hidden');
  });

  it('site.yaml marks the number that takes WhatsApp instead of repeating it without + or spaces', () => {
    const manifest = readFileSync('site.yaml', 'utf8');
    expect(manifest).toMatch(/number: \+971 50 000 0000\n {6}whatsapp: true\n/);
    expect(manifest).not.toMatch(/^ {2}whatsapp:/m);
  });
});
