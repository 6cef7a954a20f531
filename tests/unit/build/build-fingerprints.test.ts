// The incremental build's memory of dist/ (src/build/support/output-tree.ts) and its code keys (code-build.ts), on
// their own in a temp folder: what a second build remakes, keeps and deletes decides whether an edit shows on the
// site. Found unchecked by mutation testing (npm run mutate -- --module fingerprints): the end-to-end
// incremental-build test runs the build in another process, where Stryker cannot see which code it reaches.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { codeKey, generatorKey, hashFiles } from '../../../src/build/pipeline/code-build.js';
import { fingerprint, OutputTree } from '../../../src/build/support/output-tree.js';
import { precompress } from '../../../src/build/prerender/compress.js';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprints-'));
  folders.push(dir);
  return dir;
}

describe('fingerprints', () => {
  it('tell apart the parts of what a page is made from, and their order', () => {
    expect(fingerprint('a', 'b')).toBe(fingerprint('a', 'b'));
    expect(fingerprint('ab', '')).not.toBe(fingerprint('a', 'b'));
    expect(fingerprint('b', 'a')).not.toBe(fingerprint('a', 'b'));
    expect(fingerprint(Buffer.from('menu'))).toBe(fingerprint('menu'));
    expect(fingerprint('menu')).toMatch(/^[\w-]{22}$/);
  });
});

describe('the files of one build', () => {
  it('are all on disk when the build finishes, the last of two writes to one file winning', async () => {
    const root = tempDir();
    const tree = new OutputTree(join(root, 'dist'), join(root, 'state.json'));
    const pages = Array.from({ length: 200 }, (_, index) => `page-${index}/index.html`);
    for (const page of pages) tree.write(page, `<p>${page}</p>`);
    tree.write('index.html', '<p>first</p>');
    tree.write('index.html', '<p>second</p>');
    await tree.finish();
    for (const page of pages) expect(readFileSync(join(root, 'dist', page), 'utf8')).toBe(`<p>${page}</p>`);
    expect(readFileSync(join(root, 'dist', 'index.html'), 'utf8')).toBe('<p>second</p>');
  });

  it('hold at most 16 MB of content waiting to be written, however fast pages come, and nothing once written', async () => {
    const root = tempDir();
    const tree = new OutputTree(join(root, 'dist'), join(root, 'state.json'));
    const megabyte = (index: number) => Buffer.alloc(1024 * 1024, 97 + (index % 26));
    for (let index = 0; index < 40; index++) {
      tree.write(`big-${index}.html`, megabyte(index));
      expect(tree.pending.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    }
    // The first 16 waited in line; the rest, past the limit, were written at once.
    expect(tree.pending.bytes).toBe(16 * 1024 * 1024);
    await tree.finish();
    expect(tree.pending).toEqual({ bytes: 0, files: 0 });
    for (let index = 0; index < 40; index++) expect(readFileSync(join(root, 'dist', `big-${index}.html`)).equals(megabyte(index))).toBe(true);
  });

  it('that the next build no longer declares are deleted, with their folders, whether or not they had compressed copies', async () => {
    const root = tempDir();
    const first = new OutputTree(join(root, 'dist'), join(root, 'state.json'));
    first.put('kept/index.html', '<p>kept</p>');
    first.put('gone/deeper/index.html', '<p>gone</p>');
    await first.finish();
    const second = new OutputTree(join(root, 'dist'), join(root, 'state.json'));
    second.needs('kept/index.html', fingerprint('<p>kept</p>'));
    expect(await second.finish()).toEqual(['gone/deeper/index.html']);
    expect(existsSync(join(root, 'dist', 'gone'))).toBe(false);
    expect(readFileSync(join(root, 'dist', 'kept/index.html'), 'utf8')).toBe('<p>kept</p>');
  });

  it('stop the build when one cannot be written, and save no state that claims it was', async () => {
    const root = tempDir();
    const tree = new OutputTree(join(root, 'dist'), join(root, 'state.json'));
    // A folder where the file should go: the write fails as on a full or read-only disk.
    mkdirSync(join(root, 'dist', 'about', 'index.html'), { recursive: true });
    tree.write('about/index.html', '<p>about</p>');
    tree.write('index.html', '<p>home</p>');
    await expect(tree.finish()).rejects.toThrow(/EISDIR/);
    expect(existsSync(join(root, 'state.json'))).toBe(false);
  });
});

describe('dist/ between two builds', () => {
  async function firstBuild(root: string) {
    const dist = join(root, 'dist');
    const state = join(root, 'cache', 'state.json');
    const tree = new OutputTree(dist, state);
    expect(tree.needs('index.html', fingerprint('layout v1', 'home'))).toBe(true);
    tree.write('index.html', '<p>home</p>');
    expect(tree.put('services/vat/index.html', '<p>vat</p>')).toBe(true);
    expect(tree.needs('old/index.html', fingerprint('<p>old</p>'))).toBe(true);
    tree.write('old/index.html', '<p>old</p>');
    // Compressed copies beside them, as an earlier version of the build wrote them.
    for (const file of ['index.html', 'old/index.html']) for (const suffix of ['.br', '.gz']) writeFileSync(join(dist, file + suffix), suffix);
    expect(await tree.finish()).toEqual([]);
    return { dist, state };
  }

  it('a menu edited between two builds remakes the page it changes, keeps the rest, and deletes what is no longer declared', async () => {
    const root = tempDir();
    const { dist, state } = await firstBuild(root);
    expect(JSON.parse(readFileSync(state, 'utf8')).files).toEqual({
      'index.html': fingerprint('layout v1', 'home'),
      'services/vat/index.html': fingerprint('<p>vat</p>'),
      'old/index.html': fingerprint('<p>old</p>'),
    });

    const second = new OutputTree(dist, state);
    // The shared layout (its menu) changed: the page's fingerprint with it.
    expect(second.needs('index.html', fingerprint('layout v2', 'home'))).toBe(true);
    second.write('index.html', '<p>home, new menu</p>');
    // Unchanged content: not written again.
    expect(second.put('services/vat/index.html', '<p>vat</p>')).toBe(false);
    expect(second.written).toEqual(['index.html']);
    expect(second.declared).toEqual(['index.html', 'services/vat/index.html']);
    expect(await second.finish()).toEqual(['old/index.html']);

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<p>home, new menu</p>');
    // The rewritten page's compressed copies from the first build are gone, not left stale.
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(false);
    // The removed page leaves no empty folder, as a build into an empty folder would not have one.
    expect(existsSync(join(dist, 'old'))).toBe(false);
    expect(existsSync(join(dist, 'old', 'index.html.br')) || existsSync(join(dist, 'old', 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dist, 'services', 'vat', 'index.html'))).toBe(true);
  });

  it('a file deleted by hand from dist/ is made again though its fingerprint did not change', async () => {
    const root = tempDir();
    const { dist, state } = await firstBuild(root);
    rmSync(join(dist, 'services', 'vat', 'index.html'));
    const second = new OutputTree(dist, state);
    expect(second.put('services/vat/index.html', '<p>vat</p>')).toBe(true);
    expect(second.needs('index.html', fingerprint('layout v1', 'home'))).toBe(false);
  });

  it('a dist/ deleted by hand, or state that cannot be read, means every file is made', async () => {
    const root = tempDir();
    const { dist, state } = await firstBuild(root);
    rmSync(dist, { recursive: true });
    expect(new OutputTree(dist, state).needs('index.html', fingerprint('layout v1', 'home'))).toBe(true);
    const again = await firstBuild(tempDir());
    writeFileSync(again.state, 'not json');
    const unreadable = new OutputTree(again.dist, again.state);
    expect(unreadable.needs('index.html', fingerprint('layout v1', 'home'))).toBe(true);
    expect(await unreadable.finish()).toEqual([]);
  });

  it('the build writes compressed copies of the hashed assets only; the server compresses the rest when asked', async () => {
    const dist = join(tempDir(), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const text = 'const menu = "the same words again and again";\n'.repeat(40);
    for (const file of ['assets/entry-abc.js', 'index.html', '_data/page.json', 'assets/tiny-abc.js']) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), file === 'assets/tiny-abc.js' ? 'x' : text);
    }
    expect(await precompress(dist, ['assets/entry-abc.js', 'index.html', '_data/page.json', 'assets/tiny-abc.js'])).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/entry-abc.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dist, 'assets/entry-abc.js.gz'))).toString()).toBe(text);
    for (const file of ['index.html', '_data/page.json', 'assets/tiny-abc.js']) expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
  });
});

describe('code keys', () => {
  it('change when a file under the inputs changes, is added or renamed, and not for a file elsewhere', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src', 'browser'), { recursive: true });
    mkdirSync(join(root, 'content'), { recursive: true });
    writeFileSync(join(root, 'src', 'browser', 'menu.tsx'), 'export const menu = 1;');
    const before = hashFiles(root, ['src/browser', 'missing']);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    expect(hashFiles(root, ['src/browser'])).toBe(before);
    writeFileSync(join(root, 'content', 'page.md'), 'words');
    expect(hashFiles(root, ['src/browser'])).toBe(before);
    writeFileSync(join(root, 'src', 'browser', 'menu.tsx'), 'export const menu = 2;');
    const edited = hashFiles(root, ['src/browser']);
    expect(edited).not.toBe(before);
    // A file in a folder under an input counts as well.
    mkdirSync(join(root, 'src', 'browser', 'components'));
    writeFileSync(join(root, 'src', 'browser', 'components', 'Menu.tsx'), 'export {};');
    const nested = hashFiles(root, ['src/browser']);
    expect(nested).not.toBe(edited);
    writeFileSync(join(root, 'src', 'browser', 'components', 'Menu.tsx'), 'export { menu };');
    expect(hashFiles(root, ['src/browser'])).not.toBe(nested);
    rmSync(join(root, 'src', 'browser', 'components'), { recursive: true });
    rmSync(join(root, 'src', 'browser', 'menu.tsx'));
    writeFileSync(join(root, 'src', 'browser', 'nav.tsx'), 'export const menu = 2;');
    expect(hashFiles(root, ['src/browser'])).not.toBe(edited);
  });

  it('the bundles depend on code, styles and configuration but not content; page rendering on the build code', async () => {
    const root = tempDir();
    for (const dir of ['src/browser', 'src/shared', 'src/build', 'content']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'package.json'), '{}');
    const code = codeKey(root);
    const generator = generatorKey(root);
    writeFileSync(join(root, 'content', 'page.md'), 'words');
    expect(codeKey(root)).toBe(code);
    writeFileSync(join(root, 'src', 'build', 'render.ts'), 'x');
    expect(codeKey(root)).toBe(code);
    expect(generatorKey(root)).not.toBe(generator);
    for (const input of [
      'src/browser/a.tsx',
      'src/shared/b.ts',
      'package-lock.json',
      'package.json',
      'vite.config.ts',
      'tsconfig.json',
      'src/generated/manifest-types.gen.ts',
      // The bundler's own settings (the server bundle carries React: a change there must make new bundles).
      'src/build/pipeline/bundle-worker.ts',
    ]) {
      const keyBefore = codeKey(root);
      mkdirSync(join(root, input, '..'), { recursive: true });
      writeFileSync(join(root, input), `changed ${input}`);
      expect(codeKey(root), input).not.toBe(keyBefore);
    }
  });
});
