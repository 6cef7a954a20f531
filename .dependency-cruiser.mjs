// The import rules `npm run lint` enforces (dependency-cruiser): no import cycle of any kind, type-only imports
// included, each runtime's folder importing only what runs where it runs, and the folders of src/build importing one
// way. docs/architecture.md explains them.
import { builtinModules } from 'node:module';

/** Node's own modules, with or without the `node:` prefix. */
const NODE_BUILTIN = `^(node:)?(${builtinModules.join('|')})(/|$)`;

/** Code that runs in the browser: the site's pages and the editor's app, and what the editor's app shares with its server. */
const BROWSER_CODE = '^src/(browser|editor/app|editor/shared)/';

/**
 * The folders of src/build from the bottom up. Each may import those before it and never one after it, so the build
 * reads one way, from site.yaml to dist/: support (fingerprint and output tree, worker bootstrap, the build's day),
 * manifest (reading site.yaml and content/, the schema, located problems, the manifest's own checks), law (quoting
 * the register and checking its references), images, model (one site model per edition), generate (src/generated),
 * validate (every check, then the model: what gen, dev and build run first), fonts, prerender, pipeline, dev; the
 * entry, src/build/index.ts, is above them all. A folder is then read, tested and changed knowing only the folders
 * below it, and no folder's change ripples up and back down. A module that a lower folder needs lives in that folder.
 */
const BUILD_LAYERS = ['support', 'manifest', 'law', 'images', 'model', 'generate', 'validate', 'fonts', 'prerender', 'pipeline', 'dev'];

/** One rule per folder of src/build: none of the folders after it in BUILD_LAYERS, nor the build's entry. */
const buildOneWay = BUILD_LAYERS.map((layer, index) => ({
  name: `build-one-way-${layer}`,
  comment: `src/build/${layer}/ may import only the folders of src/build before it (${BUILD_LAYERS.slice(0, index).join(', ') || 'none'}): move what both need down.`,
  severity: 'error',
  from: { path: `^src/build/${layer}/` },
  to: { path: `^src/build/(${[...BUILD_LAYERS.slice(index + 1).map((later) => `${later}/`), '[^/]+$'].join('|')})` },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle, even of types only, means two modules are one: move what both need into a module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-stays-in-browser',
      comment: 'Browser code is bundled for visitors: it may use src/shared and src/generated, never the build, the editor or the servers.',
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: '^(src/(build|editor)|server|scripts)/' },
    },
    {
      name: 'browser-no-node',
      comment: 'Node modules do not exist in a browser; nothing browser code imports, directly or not, may use one.',
      severity: 'error',
      from: { path: BROWSER_CODE },
      to: { path: NODE_BUILTIN, reachable: true },
    },
    {
      name: 'editor-app-stays-in-browser',
      comment: "The editor's app and what it shares with its server run in the browser: types they share live in src/editor/shared.",
      severity: 'error',
      from: { path: '^src/editor/(app|shared)/' },
      to: { path: '^(src/(build|editor/server|editor/language-server)|server|scripts)/' },
    },
    {
      name: 'shared-stays-shared',
      comment: 'src/shared runs in the build, the servers and the browser: it may import only itself and src/generated.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(browser|build|editor)|server|scripts)/' },
    },
    ...buildOneWay,
    {
      name: 'build-layer-listed',
      comment: 'Every folder of src/build has its place in BUILD_LAYERS, so the one-way rules cover it.',
      severity: 'error',
      from: { path: '^src/build/[^/]+/', pathNot: `^src/build/(${BUILD_LAYERS.join('|')})/` },
      to: { path: '^src/build/' },
    },
    {
      name: 'build-not-into-editor',
      comment: 'The build renders the browser templates (allowed) but knows nothing of the editor that runs it.',
      severity: 'error',
      from: { path: '^src/build/' },
      to: { path: '^src/editor/' },
    },
    {
      name: 'src-not-into-server-or-scripts',
      comment: 'server/ and scripts/ are entry points that use src/; src/ never reaches back into them.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|scripts)/' },
    },
    {
      name: 'server-not-into-scripts',
      comment: 'scripts/ are command-line entry points; the server shares code with them through src/ or server/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing (a moved file, a missing package) fails here before it fails at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types is still a cycle for whoever reads or moves the code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
