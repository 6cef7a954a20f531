import type { ResponsiveImage } from './images.js';

/**
 * The markup of a raster image, decided once: the React component (SiteImage) and the markdown renderer both
 * write a `<picture>` from these parts. AVIF first, then WebP; the `<img>` carries the size, the text alternative
 * and how it loads.
 */
export interface PictureParts {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: {
    src: string;
    alt: string;
    width: number;
    height: number;
    decoding: 'async';
    /** `eager` with `fetchPriority: 'high'` for the page's largest image above the fold; `lazy` for the rest. */
    loading: 'eager' | 'lazy';
    fetchPriority?: 'high';
  };
}

/**
 * `priority`: the page's largest image above the fold (its LCP), fetched at once and first; `eager`: on screen at
 * once but not the largest (the first row of cards); `lazy`: everything else.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

export function pictureParts(image: ResponsiveImage, alt: string, sizes: string, loading: ImageLoading): PictureParts {
  return {
    sources: [
      { type: 'image/avif', srcSet: image.avif, sizes },
      { type: 'image/webp', srcSet: image.webp, sizes },
    ],
    img: {
      src: image.src,
      alt,
      width: image.width,
      height: image.height,
      decoding: 'async',
      loading: loading === 'lazy' ? 'lazy' : 'eager',
      ...(loading === 'priority' ? { fetchPriority: 'high' as const } : {}),
    },
  };
}

/** The title that marks a markdown image as decoration, `![](/images/x.png "decorative")`: it gets `alt=""` and no title. */
export const DECORATIVE_TITLE = 'decorative';
