/** A transparent pixel: what a phone loads in place of the picture (nothing from the network). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  src: string;
  /** The drawing's own size: the space kept for it before it loads. */
  width: number;
  height: number;
  /** The narrowest viewport, in CSS pixels, that shows the picture; its stylesheet hides it below that too. */
  from: number;
  className: string;
}

/**
 * A decorative picture for wide screens only (the banner's drawing, a page's badge): on a phone, where there is no
 * room for it, the browser does not download it at all (an `<img>` hidden by CSS alone still would be).
 */
export function WideOnlyPicture({ src, width, height, from, className }: Props) {
  return (
    <picture className={className}>
      <source media={`(min-width: ${from}px)`} srcSet={src} width={width} height={height} />
      <img src={NOTHING} alt="" width={width} height={height} decoding="async" />
    </picture>
  );
}
