// For `npm run bench`: a throw-away copy of the project in the temp folder, optionally grown by
// synthetic service pages and articles, so builds can be timed without touching the working tree
// (others build, serve and test from dist/ and src/generated/ while a benchmark runs).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { shareBundlesIn } from './support/shared-bundles.js';
import { findInstrumentMentions, registryKey } from '../src/build/law/instrument-mentions.js';

const PROJECT_FILES = ['site.yaml', 'content', 'schemas', 'src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Copies what a build reads; node_modules is linked entry by entry so the copy's caches stay its own. */
export function copyProject(label: string, from = resolve('.'), options: { shareBundles?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), `site-bench-${label}-`));
  for (const file of PROJECT_FILES) cpSync(join(from, file), join(dir, file), { recursive: true });
  // A fresh clone has no generated files: the timed build must generate them all, as CI's does.
  rmSync(join(dir, 'src/generated'), { recursive: true, force: true });
  // Linking node_modules itself would make the copy's build write the real project's caches and
  // .vite of the real project, which the running server and other builds use.
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(from, 'node_modules'))) {
    if (entry === '.cache' || entry.startsWith('.vite')) continue;
    symlinkSync(join(from, 'node_modules', entry), join(modules, entry));
  }
  // A test about what the build does with content, not about bundling: the bundles may come from another copy.
  if (options.shareBundles) shareBundlesIn(dir);
  return dir;
}

// Deterministic, so two runs build the same site.
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** The real bodies of one kind cut at their `## ` headings: realistic markdown to recombine. */
function sectionsOf(contentDir: string, folder: string): string[] {
  return readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => readFileSync(join(contentDir, folder, file), 'utf8').split(/\n(?=## )/))
    .filter((section) => section.startsWith('## '));
}

function body(title: string, sections: string[], words: number, next: () => number): string {
  const parts = [
    `${title} is one of the synthetic pages used to time the build. This introduction is unique to the page; the sections below are taken from the real site's pages.`,
  ];
  let count = 0;
  while (count < words) {
    const section = sections[Math.floor(next() * sections.length)];
    parts.push(section.trim());
    count += section.split(/\s+/).length;
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * Appends `services` service pages and `articles` blog articles to the copy's site.yaml, each with
 * its own markdown body (~750 and ~1,200 words: the real pages' lengths), modelled on the first
 * real page of each template.
 */
export function addSyntheticPages(dir: string, counts: { services: number; articles: number }): void {
  const file = join(dir, 'site.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const manifest = doc.toJS() as { routes: Record<string, unknown>[]; law?: { instruments: { name: string; supersededBy?: string }[] } };
  const routes = manifest.routes;
  const instruments = new Map((manifest.law?.instruments ?? []).map((instrument) => [registryKey(instrument.name), instrument]));
  // The recombined sections name laws: cite them as a real page must, and mark superseded ones as historical.
  const citationsOf = (markdown: string) => {
    const named = [...new Set(findInstrumentMentions(markdown).map((mention) => instruments.get(mention.key)))].filter((entry) => entry !== undefined);
    const sources = named.filter((entry) => !entry.supersededBy).map((entry) => entry.name);
    const historical = named.filter((entry) => entry.supersededBy).map((entry) => entry.name);
    return { ...(sources.length ? { sources } : {}), ...(historical.length ? { historical } : {}) };
  };
  const service = routes.find((route) => route.template === 'service')!;
  const article = routes.find((route) => route.template === 'article')!;
  const next = random(42);
  const contentDir = join(dir, 'content');
  const kinds = [
    { template: service, count: counts.services, slug: 'services/synthetic-service', folder: 'services', words: 750 },
    { template: article, count: counts.articles, slug: 'blogs/synthetic-article', folder: 'blogs', words: 1200 },
  ];
  for (const kind of kinds) {
    const sections = sectionsOf(contentDir, kind.folder);
    mkdirSync(join(contentDir, `${kind.folder}/synthetic`), { recursive: true });
    for (let index = 1; index <= kind.count; index++) {
      const number = String(index).padStart(4, '0');
      const title = `Synthetic ${kind.folder === 'blogs' ? 'article' : 'service'} ${number}`;
      const markdown = `${kind.folder}/synthetic/${number}.md`;
      const text = body(title, sections, kind.words, next);
      writeFileSync(join(contentDir, markdown), text);
      // The Arabic edition's body of the page: the same text (its length, not its language, is what the build pays
      // for), its links to pages led to the Arabic ones as a translation's are.
      mkdirSync(join(contentDir, `ar/${kind.folder}/synthetic`), { recursive: true });
      writeFileSync(join(contentDir, `ar/${markdown}`), text.replace(/\]\(\/(?!images\/)/g, '](/ar/'));
      const { sources: _sources, historical: _historical, ...template } = kind.template;
      // Its Arabic page (the build makes one per edition) has its own title, as a translated page would.
      const arabicTitle = `صفحة تجريبية ${number}`;
      const arabic = {
        ...(template.ar as object),
        title: arabicTitle,
        description: `${arabicTitle}: صفحة مولّدة بطول واقعي لقياس كيف يتغير زمن البناء مع عدد الصفحات.`,
        heading: arabicTitle,
      };
      const route: Record<string, unknown> = {
        ...template,
        path: `/${kind.slug}-${number}`,
        title: `${title} | Benchmark`,
        description: `${title}: a generated page of realistic length that measures how the build grows with the number of pages.`,
        heading: title,
        body: markdown,
        ...(template.ar ? { ar: arabic } : {}),
      };
      // Cite what the page names anywhere: its body, and the words it keeps from the real page (an FAQ, its Arabic).
      Object.assign(route, citationsOf(`${text}\n${JSON.stringify(route)}`));
      if (kind.folder === 'blogs') {
        route.summary = `${title}, generated for the build benchmark.`;
        delete route.aliases;
      }
      doc.addIn(['routes'], doc.createNode(route));
    }
  }
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}
