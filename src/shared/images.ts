/**
 * A raster image as the build made it, carried in page data for the one component that renders it
 * (src/browser/components/SiteImage.tsx) and used by the markdown renderer: no size or variant is worked out in
 * the browser.
 */
export interface ResponsiveImage {
  /** Of the largest variant: the `width` and `height` attributes, which reserve the image's space before it loads. */
  width: number;
  height: number;
  /** `srcset` of the AVIF and WebP variants, e.g. `/assets/img/x-480.abc.avif 480w, …`. */
  avif: string;
  webp: string;
  /** The `<img>`'s own `src`: a copy in the original's format at the image's own address. */
  src: string;
}

/** The images of a page, by the address site.yaml or a markdown body names them with (`/images/x.jpg`). */
export type ImageFacts = Readonly<Record<string, ResponsiveImage>>;

/** The drawn size of SVG images, by address: the markdown renderer gives their `<img>` width and height. */
export type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

/** `sizes` for an image as wide as the content column: full width on phones, at most about 45 rem on wide screens. */
export const DEFAULT_SIZES = '(min-width: 880px) 45rem, 100vw';
