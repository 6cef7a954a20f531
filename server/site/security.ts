import type { ContentSources } from '../../src/shared/server-build.js';

export type { ContentSources };

export const NO_EXTRA_SOURCES: ContentSources = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };
