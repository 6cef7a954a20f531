// The law register as the workspace's site.yaml declares it now: the editor's unsaved text while site.yaml is open,
// the file on disk otherwise, looked at again on every request (a stat; read only when it changed), so a save from
// another program or a `git checkout` counts without depending on the client's file watching. Parsed with the
// validator's own parser but not schema-checked: a site.yaml being typed is seldom valid as a whole, and its rules
// should still be quoted while a page elsewhere in it is half written.
import { readFileSync, statSync } from 'node:fs';
import { siteDay } from '../../build/support/site-day.js';
import { parseManifestText, type ParseResult } from '../../build/manifest/parse.js';
import { lawFigures, type LawFigure } from '../../shared/law/figures.js';
import { registerOf, type IsoDay, type Rule } from '../../shared/law/register.js';
import { siteLocales, type DeclaredLocale, type SiteLocale } from '../../shared/locales.js';
import { rememberByText } from '../../shared/remember-by-text.js';

/** What the server answers from: the rules, what each shows today, and the editions a page is written in. */
export interface LawRegister {
  /** The day values are read as of: the build's day (`siteDay`, so `SITE_AS_OF` counts here too). */
  day: IsoDay;
  rules: Map<string, Rule>;
  figures: Map<string, LawFigure>;
  editions: SiteLocale[];
}

/** site.yaml's text parsed; remembered for the last few texts, since hover, completion and diagnostics ask in turn. */
export const parseSite = rememberByText((text: string): ParseResult => parseManifestText(text, 'site.yaml'), {
  texts: 4,
  characters: 64_000_000,
  largest: 64_000_000,
});

interface ManifestLaw {
  locales?: DeclaredLocale[];
  law?: { rules?: unknown[] };
  ar?: { law?: { rules?: unknown[] } };
}

/** A rule the register's functions can read: one being typed may have `values:` with nothing, or a bare `-`, under it. */
function wellFormed(rule: unknown): rule is Rule {
  const candidate = rule as Partial<Rule> | null;
  const values: unknown[] | undefined = candidate?.values;
  return (
    typeof candidate?.id === 'string' && Array.isArray(values) && values.length > 0 && values.every((value) => value !== null && typeof value === 'object')
  );
}

/** The register of a parsed site.yaml on `day`. */
export function lawRegister(data: unknown, day: IsoDay): LawRegister {
  const manifest = (data ?? {}) as ManifestLaw;
  const english = Array.isArray(manifest.law?.rules) ? manifest.law.rules : [];
  const arabic = Array.isArray(manifest.ar?.law?.rules) ? manifest.ar.law.rules : [];
  // Arabic labels are matched to rules by position: a rule left out is left out of both lists together.
  const kept = english.map((rule, index) => ({ rule, arabic: arabic[index] })).filter((pair) => wellFormed(pair.rule));
  const rules = kept.map((pair) => pair.rule as Rule);
  const figures = lawFigures({ rules }, { rules: kept.map((pair) => pair.arabic) }, day);
  return {
    day,
    rules: registerOf(rules),
    figures: new Map(figures.map((figure) => [figure.id, figure])),
    editions: siteLocales(Array.isArray(manifest.locales) ? manifest.locales : undefined),
  };
}

/** The register of one site.yaml, kept up to date with its open text or its file. */
export class RegisterSource {
  private openText: string | undefined;
  private disk: { stamp: string; text: string } | undefined;
  private last: { data: unknown; register: LawRegister } | undefined;

  constructor(readonly siteFile: string) {}

  /** The editor's text of site.yaml while it is open; undefined once it is closed, and the file counts again. */
  setOpenText(text: string | undefined): void {
    this.openText = text;
  }

  /** site.yaml's text now, or undefined when there is no such file. */
  text(): string | undefined {
    if (this.openText !== undefined) return this.openText;
    try {
      const stat = statSync(this.siteFile);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (this.disk?.stamp !== stamp) this.disk = { stamp, text: readFileSync(this.siteFile, 'utf8') };
      return this.disk.text;
    } catch {
      return undefined;
    }
  }

  /**
   * The register now. While site.yaml cannot be read as YAML (a quote left open mid-edit) the last register read
   * stays: every reference would otherwise be reported unknown until the quote is closed.
   */
  current(): LawRegister | undefined {
    const text = this.text();
    const data = text === undefined ? undefined : parseSite(text).data;
    const day = siteDay();
    if (data !== undefined && (data !== this.last?.data || day !== this.last.register.day)) this.last = { data, register: lawRegister(data, day) };
    return this.last?.register;
  }
}
