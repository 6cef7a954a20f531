import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Parts of the layout that are the same on every page of an edition (the menus, the service bar, the footer) are
 * rendered once per edition by the prerenderer and their markup reused: most of a page's elements and links are
 * there, and rendering them again for each of thousands of pages was most of a build's rendering time.
 */
export interface SharedParts {
  /** The markup inside part `name` for the page being rendered, if it is already known; else the part renders. */
  inner(name: string): string | undefined;
}

/** Given only by the prerenderer (entry-server.tsx): the dev server, the server's job pages and the browser render every part. */
export const SharedPartsContext = createContext<SharedParts | undefined>(undefined);

/** The attribute that marks a shared part's element, so the prerenderer can find its markup in a rendered page. */
export const SHARED_PART_ATTRIBUTE = 'data-shared';

type Tag = 'nav' | 'footer' | 'ul' | 'div';

type SharedPartProps = HTMLAttributes<HTMLElement> & { name: string; as: Tag; children: ReactNode };

/**
 * An element whose contents may come as markup already rendered for an earlier page. The markup is exactly what
 * the children render to, so the browser hydrates the children against it as against any server-rendered HTML.
 * Its contents must depend only on the edition's layout and on no state but the initial one; a link in it to the
 * page being rendered (which is marked as the current page) is handled by the prerenderer, which renders the part
 * afresh for that page.
 */
export function SharedPart({ name, as: Element, children, ...attributes }: SharedPartProps) {
  const parts = useContext(SharedPartsContext);
  const marked = { ...attributes, [SHARED_PART_ATTRIBUTE]: name };
  const inner = parts?.inner(name);
  if (inner !== undefined) return <Element {...marked} dangerouslySetInnerHTML={{ __html: inner }} />;
  return <Element {...marked}>{children}</Element>;
}
