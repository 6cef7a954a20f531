// The module groups `npm run mutate` tests: where a silent bug costs most. Each group names the source it
// mutates and the unit tests that should catch a bug in it; a mutant is run only against the tests that reach it
// (Stryker's per-test coverage), so listing a test file here costs nothing for the mutants it never executes.
// Left out on purpose: tests that run the code in another process (validate-cli, incremental-build,
// graceful-shutdown): Stryker cannot see which mutant they reach, so they would only slow every run; and the
// property tests' long runs (fuzz.test.ts), whose random inputs would make a mutant's fate change between runs.

export interface MutationGroup {
  /** As `npm run mutate -- --module <name>` takes it. */
  name: string;
  /** What it is, in the score table. */
  title: string;
  /** Stryker's `mutate` globs. */
  mutate: string[];
  /** Stryker's `testFiles`: the tests run against this group's mutants. */
  testFiles: string[];
  /** The mutation score the group must reach. */
  target: number;
}

/** The validator's unit tests: every part of it is run against all of them (each mutant only against those that reach it). */
const VALIDATOR_TESTS = [
  'tests/unit/build/schema.test.ts',
  'tests/unit/build/validate-fixtures.test.ts',
  'tests/unit/build/comment-traps.test.ts',
  'tests/unit/build/hero-cta.test.ts',
  'tests/unit/build/law-checks.test.ts',
  'tests/unit/build/law-register.test.ts',
  'tests/unit/build/translation-checks.test.ts',
  'tests/unit/build/team-checks.test.ts',
  'tests/unit/build/github-annotations.test.ts',
  'tests/unit/build/images.test.ts',
  'tests/unit/build/new-page.test.ts',
  'tests/unit/build/law-register-checks.test.ts',
  'tests/unit/build/law-citation-checks.test.ts',
  'tests/unit/build/law-quotes.test.ts',
  'tests/unit/build/law-mentions.test.ts',
  'tests/unit/build/translation-stand-ins.test.ts',
  'tests/unit/build/translation-gap-messages.test.ts',
  'tests/unit/build/translation-body-shapes.test.ts',
  'tests/unit/build/translation-walk.test.ts',
  'tests/unit/build/piecewise-parse.test.ts',
  'tests/unit/build/semantic-checks.test.ts',
  'tests/unit/editor/editorial-checks.test.ts',
  'tests/unit/build/image-checks.test.ts',
  'tests/unit/build/markdown-links.test.ts',
  'tests/unit/build/placeholders.test.ts',
  'tests/unit/build/manifest-walk.test.ts',
  'tests/unit/build/article-order.test.ts',
  'tests/unit/build/yaml-errors.test.ts',
  'tests/unit/build/schema-messages.test.ts',
  'tests/unit/build/document-scan.test.ts',
  'tests/unit/build/quoted-limits.test.ts',
  'tests/unit/build/schema-messages-values.test.ts',
  'tests/unit/build/schema-messages-shapes.test.ts',
  'tests/unit/build/schema-compile.test.ts',
  'tests/unit/build/manifest-files.test.ts',
  'tests/unit/build/manifest-file-access.test.ts',
  'tests/unit/build/parser-failures.test.ts',
  'tests/unit/build/problem-format.test.ts',
  'tests/unit/build/located-findings.test.ts',
  'tests/unit/build/compiled-validator.test.ts',
  'tests/unit/build/yaml-errors-places.test.ts',
  'tests/unit/build/piecewise-fallback.test.ts',
];

/** The API's tests that reach both of its groups (the enquiry's checks and the routes that carry it). */
const API_TESTS = [
  'tests/unit/server/api-enquiries.test.ts',
  'tests/unit/server/api-enquiries-invalid.test.ts',
  'tests/unit/server/api-cors.test.ts',
  'tests/unit/server/api-spam.test.ts',
  'tests/unit/server/api-notify.test.ts',
  'tests/unit/server/api-careers.test.ts',
  'tests/unit/server/odd-requests.test.ts',
  'tests/unit/server/api-server.test.ts',
  'tests/unit/server/api-answers.test.ts',
  'tests/unit/server/api-housekeeping.test.ts',
];

export const MUTATION_GROUPS: MutationGroup[] = [
  {
    name: 'law',
    title: 'Law register (src/shared/law)',
    mutate: ['src/shared/law/*.ts'],
    testFiles: [
      'tests/unit/build/law-register.test.ts',
      'tests/unit/build/law-checks.test.ts',
      'tests/unit/shared/law-tools.test.ts',
      'tests/unit/shared/law-register-edges.test.ts',
    ],
    target: 90,
  },
  {
    name: 'tools',
    title: "Tools' computations (src/shared/law/tools)",
    mutate: ['src/shared/law/tools/**/*.ts'],
    testFiles: ['tests/unit/shared/law-tools.test.ts', 'tests/unit/shared/law-tools-properties.test.ts', 'tests/unit/shared/law-tools-explained.test.ts'],
    target: 90,
  },
  // The validator (about 2,800 lines, several hours as one run at concurrency 1) in four parts, each reported on its
  // own: the law register's checks (in src/build/law), the translation's checks, the site's other checks, and reading
  // site.yaml (YAML, schema, positions, messages). Every file of src/build/manifest is in exactly one of them, as are
  // the law's checks and src/build/validate/load.ts, which runs them all. Not yet run.
  {
    name: 'validator-law',
    title: 'Validator: law register checks (src/build/law/*-checks.ts and helpers)',
    mutate: [
      'src/build/law/law-checks.ts',
      'src/build/law/rule-checks.ts',
      'src/build/law/register-checks.ts',
      'src/build/law/literal-copies.ts',
      'src/build/law/locate-mentions.ts',
      'src/build/law/instrument-mentions.ts',
    ],
    testFiles: VALIDATOR_TESTS,
    target: 90,
  },
  {
    name: 'validator-translation',
    title: 'Validator: translation checks (src/build/manifest/translation)',
    mutate: ['src/build/manifest/translation/**/*.ts'],
    testFiles: VALIDATOR_TESTS,
    target: 90,
  },
  {
    name: 'validator-checks',
    title: 'Validator: pages, links, images, drafts, team (src/build/manifest/*-checks.ts and helpers)',
    mutate: [
      'src/build/manifest/checks.ts',
      'src/build/manifest/draft-checks.ts',
      'src/build/manifest/editorial-checks.ts',
      'src/build/images/image-checks.ts',
      'src/build/manifest/markdown-links.ts',
      'src/build/manifest/placeholders.ts',
      'src/build/manifest/team-checks.ts',
      'src/build/manifest/content-reader.ts',
      'src/build/manifest/walk.ts',
      'src/build/manifest/article-order.ts',
    ],
    testFiles: VALIDATOR_TESTS,
    target: 90,
  },
  {
    name: 'validator-schema',
    title: 'Validator: reading site.yaml — YAML, schema, positions, messages (src/build/manifest/*.ts)',
    mutate: [
      'src/build/manifest/*.ts',
      'src/build/validate/load.ts',
      '!src/build/manifest/checks.ts',
      '!src/build/manifest/draft-checks.ts',
      '!src/build/manifest/editorial-checks.ts',
      '!src/build/manifest/markdown-links.ts',
      '!src/build/manifest/placeholders.ts',
      '!src/build/manifest/team-checks.ts',
      '!src/build/manifest/content-reader.ts',
      '!src/build/manifest/walk.ts',
      '!src/build/manifest/article-order.ts',
    ],
    testFiles: VALIDATOR_TESTS,
    target: 90,
  },
  // src/build/model in two halves, each about half an hour at concurrency 1 here (the whole did not finish in an
  // hour): the pages and what they carry, and the text the model renders (translation, markdown, structured data).
  {
    name: 'model-pages',
    title: 'Site model: pages, page data, tools, citations (src/build/model)',
    mutate: [
      'src/build/model/site-model.ts',
      'src/build/model/page-data.ts',
      'src/build/model/model-source.ts',
      'src/build/model/tool-data.ts',
      'src/build/model/citations.ts',
    ],
    testFiles: [
      'tests/unit/build/site-model.test.ts',
      'tests/unit/build/localize.test.ts',
      'tests/unit/build/injection.test.ts',
      'tests/unit/build/team-checks.test.ts',
      'tests/unit/build/law-register.test.ts',
      'tests/unit/build/ui-strings.test.ts',
      'tests/unit/build/images.test.ts',
      'tests/unit/build/site-model-editions.test.ts',
      'tests/unit/build/structured-data.test.ts',
      'tests/unit/build/page-data-contents.test.ts',
      'tests/unit/build/page-data-cases.test.ts',
    ],
    target: 85,
  },
  {
    name: 'model-text',
    title: 'Site model: localisation, markdown, structured data (src/build/model)',
    mutate: ['src/build/model/localize.ts', 'src/build/model/markdown.ts', 'src/build/model/structured-data.ts'],
    testFiles: [
      'tests/unit/build/site-model.test.ts',
      'tests/unit/build/localize.test.ts',
      'tests/unit/build/injection.test.ts',
      'tests/unit/build/team-checks.test.ts',
      'tests/unit/build/law-register.test.ts',
      'tests/unit/build/ui-strings.test.ts',
      'tests/unit/build/images.test.ts',
      'tests/unit/build/markdown-cases.test.ts',
      'tests/unit/build/structured-data.test.ts',
      'tests/unit/build/localize-edition.test.ts',
      // The shared texts a translation still shows in English reach pages through the layout (siteLayoutData).
      'tests/unit/build/page-data-cases.test.ts',
    ],
    target: 85,
  },
  // server/api in two halves, each about half an hour at concurrency 1 on this machine (the whole took about an hour,
  // and Stryker reports only at the end): what an enquiry's body is checked and answered with, and the routes and
  // plugin that carry it. Together they mutate all of server/api.
  {
    name: 'api-input',
    title: "API's enquiry checks: field errors, spam signals, strict JSON, error answers (server/api/*.ts)",
    mutate: ['server/api/errors.ts', 'server/api/field-errors.ts', 'server/api/spam.ts', 'server/api/strict-json.ts', 'server/api/validator.ts'],
    testFiles: API_TESTS,
    target: 85,
  },
  {
    name: 'api-routes',
    title: "API's routes and plugin: enquiries, careers, health, CORS, 405/404, notification (server/api)",
    mutate: ['server/api/plugin.ts', 'server/api/cross-origin.ts', 'server/api/notify.ts', 'server/api/routes/**/*.ts'],
    testFiles: [...API_TESTS, 'tests/unit/server/api-notify-message.test.ts', 'tests/unit/server/api-cors-cases.test.ts'],
    target: 85,
  },
  {
    name: 'headers',
    title: 'Response headers and content security policy (server/http, src/shared/response-headers.ts)',
    mutate: ['server/http/**/*.ts', 'src/shared/response-headers.ts'],
    testFiles: [
      'tests/unit/server/response-headers.test.ts',
      'tests/unit/build/security.test.ts',
      'tests/unit/server/odd-requests.test.ts',
      'tests/unit/shared/response-headers-policy.test.ts',
      'tests/unit/server/response-headers-vary.test.ts',
    ],
    target: 85,
  },
  {
    name: 'csv',
    title: 'CSV export (server/db/csv.ts, enquiry-export.ts)',
    mutate: ['server/db/csv.ts', 'server/db/enquiry-export.ts'],
    testFiles: [
      'tests/unit/server/api-csv.test.ts',
      'tests/unit/server/api-enquiries.test.ts',
      'tests/unit/server/api-cli.test.ts',
      'tests/unit/server/csv-export-cells.test.ts',
    ],
    target: 85,
  },
  {
    name: 'fingerprints',
    title: "Incremental build's fingerprints (src/build/support/output-tree.ts, code-build.ts keys)",
    mutate: ['src/build/support/output-tree.ts', 'src/build/pipeline/code-build.ts:1-62'],
    testFiles: ['tests/unit/build/search-bundle.test.ts', 'tests/unit/build/build-fingerprints.test.ts'],
    target: 85,
  },
];
