import { createContext, useContext } from 'react';
import { DEFAULT_SIZES, type ImageFacts } from '../../shared/images.js';
import { pictureParts, type ImageLoading } from '../../shared/picture.js';
import { useSiteLayout } from '../app/site-layout.js';
import { languageOf } from './language.js';

/** The page's raster images (from its data), for every SiteImage below. */
export const PageImages = createContext<ImageFacts>({});

interface Props {
  src: string;
  alt: string;
  /** Used when the build made no variants (an SVG, or the dev server): the image's drawn size. */
  width: number;
  height: number;
  className?: string;
  /** Which width the image takes on screen; the content column's by default. */
  sizes?: string;
  /** `priority` for the page's largest image above the fold (its LCP), `eager` for others on screen at once. */
  loading?: ImageLoading;
  /** The alt text's language when it is not the page's (an Arabic page whose image is not described in Arabic yet). */
  lang?: string;
}

/**
 * Every image of the templates. A raster image becomes a `<picture>` of AVIF and WebP variants with its real size
 * (the build made them: see src/build/images/); an SVG stays an `<img>`.
 */
export function SiteImage({ src, alt, width, height, className, sizes = DEFAULT_SIZES, loading = 'lazy', lang }: Props) {
  const image = useContext(PageImages)[src];
  const altLanguage = languageOf(lang, useSiteLayout());
  if (!image) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        {...altLanguage}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : undefined}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        decoding="async"
      />
    );
  }
  const { sources, img } = pictureParts(image, alt, sizes, loading);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img className={className} {...img} {...altLanguage} />
    </picture>
  );
}
