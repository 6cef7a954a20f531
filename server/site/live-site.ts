import type { FastifyBaseLogger } from 'fastify';
import { loadSiteState, type SiteState } from './site-state.js';
import { liveRelease } from '../../src/shared/releases.js';
import type { JobOpening } from '../../src/shared/job-opening.js';

export interface LiveSiteOptions {
  /** The build `npm run build` made: served until a release is published. */
  distDir: string;
  ssrDir: string;
  /** The publish folder (published/ in the site folder); its `live` link, when there is one, wins over distDir. */
  publishedDir?: string;
  findOpening: (id: string) => JobOpening | undefined;
  log: FastifyBaseLogger;
}

/**
 * The version of the site to answer a request from. Each request asks once (one readlink of `published/live`):
 * when a publish has swapped the link, the new release's page index and policies are read, and requests from then
 * on use it while those already under way finish with the version they started with. A release that cannot be read
 * is logged and the previous version stays in service.
 */
export function followLiveSite(options: LiveSiteOptions) {
  let loaded: { key: string; state: Promise<SiteState> } | undefined;
  let latest: SiteState | undefined;
  /** A release that failed to load is not tried again on every request. */
  let broken: string | undefined;

  const target = () => {
    const release = options.publishedDir ? liveRelease(options.publishedDir) : undefined;
    return release ? { key: release.id, distDir: release.site, ssrDir: release.server } : { key: '', distDir: options.distDir, ssrDir: options.ssrDir };
  };

  const current = (): Promise<SiteState> => {
    const next = target();
    if (loaded?.key !== next.key && !(loaded && next.key === broken)) {
      const previous = loaded;
      const state = loadSiteState(next.distDir, next.ssrDir, options.findOpening).then(
        (ready) => {
          latest = ready;
          if (next.key) options.log.info({ release: next.key }, 'serving the published release');
          return ready;
        },
        (error: unknown) => {
          options.log.error({ err: error, release: next.key }, 'the published release could not be read; serving the previous version');
          if (!previous) throw error;
          broken = next.key;
          loaded = previous;
          return previous.state;
        },
      );
      loaded = { key: next.key, state };
    }
    return loaded.state;
  };

  return {
    current,
    /** The version served last, for answers made before routing (a malformed address), which cannot wait. */
    latest: () => latest,
  };
}
