// The alert mails speak site.yaml's words: the firm edits them like any other, in both languages, and a word not yet
// translated reads in English rather than leaving a gap.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmationMail } from '../../../server/alerts/messages.js';
import { readAlertSite } from '../../../server/alerts/site.js';
import { changedSite } from '../../support/alerts-site.js';

const tokens = { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) };

describe('alert mail words', () => {
  const site = changedSite();
  afterAll(() => site.remove());
  const file = join(site.siteRoot, 'site.yaml');
  const edit = (from: string, to: string) => {
    const yaml = readFileSync(file, 'utf8');
    if (!yaml.includes(from)) throw new Error(`site.yaml has no ${JSON.stringify(from)}`);
    writeFileSync(file, yaml.replace(from, to));
  };

  it('come from the law-changes page in site.yaml, in each language', () => {
    edit('      confirmSubject: Confirm your law-change alerts', '      confirmSubject: Please confirm your tax alerts');
    const alertSite = readAlertSite(site.siteRoot);
    const english = confirmationMail(alertSite, 'a@example.com', 'en', tokens);
    expect(english.subject).toBe(`Please confirm your tax alerts – ${alertSite.name}`);
    expect(english.text).toContain('Confirm my alerts: https://');
    const arabic = confirmationMail(alertSite, 'a@example.com', 'ar', tokens);
    expect(arabic.subject).toMatch(/^أكِّدوا اشتراككم/);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('read in English where the Arabic is not written yet', () => {
    edit('        confirmButton: تأكيد الاشتراك\n', '');
    const arabic = confirmationMail(readAlertSite(site.siteRoot), 'a@example.com', 'ar', tokens);
    expect(arabic.text).toContain('Confirm my alerts: https://');
  });
});
