// Where keyboard focus is, and whether a sighted keyboard user can see it: the helpers of keyboard.spec.ts.
import { expect, type Page } from '@playwright/test';

export interface Focused {
  tag: string;
  name: string;
  id: string;
  /** Why the focused element cannot be seen, or its focus indicator is missing; empty when all is well. */
  problems: string[];
}

/** The focused element, and what (if anything) keeps a sighted keyboard user from seeing it and its focus indicator. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number).concat([1]).slice(0, 4);
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index], 0);
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The lowest contrast of the outline against the opaque colours behind it; null when an image is behind it. */
    const outlineContrast = (target: HTMLElement, targetStyle: CSSStyleDeclaration): number | null => {
      const ring = rgba(targetStyle.outlineColor);
      // An outline outside the box is drawn over the parent's background, one inside it over the element's own.
      for (let node: Element | null = parseFloat(targetStyle.outlineOffset) < 0 ? target : target.parentElement; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (/url\(/.test(nodeStyle.backgroundImage)) return null;
        const stops = (nodeStyle.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(rgba).filter((color) => color[3] === 1);
        if (stops.length) return Math.min(...stops.map((stop) => contrast(ring, stop)));
        const background = rgba(nodeStyle.backgroundColor);
        if (background[3] === 1) return contrast(ring, background);
      }
      return contrast(ring, [255, 255, 255, 1]);
    };
    const style = getComputedStyle(element);
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = (element as HTMLInputElement).labels;
    const name = (
      element.getAttribute('aria-label') ??
      labelledBy ??
      (labels?.length ? labels[0].textContent : null) ??
      (element.textContent?.trim() || element.querySelector('img')?.alt) ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const problems: string[] = [];
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) problems.push(`has no size (${rect.width}×${rect.height})`);
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) problems.push('is outside the viewport');
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) problems.push('is invisible');
    // Carousel slides out of view are aria-hidden and inert: nothing in them may take focus.
    if (element.closest('[aria-hidden="true"], [inert]')) problems.push('is inside aria-hidden or inert content');
    // The page's own focus target (the skip link's destination) is not a control and needs no ring; a frame's
    // ring belongs to the document inside it.
    if (element.id !== 'main' && element.tagName !== 'IFRAME') {
      if (!element.matches(':focus-visible')) problems.push('does not match :focus-visible');
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none';
      if (!outline && !shadow) problems.push(`shows no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow none)`);
      // The ring must stand out from what is behind it (WCAG 1.4.11: 3:1 against adjacent colours).
      if (outline) {
        const ratio = outlineContrast(element, style);
        if (ratio !== null && ratio < 3)
          problems.push(`has a focus outline (${style.outlineColor}) with contrast ${ratio.toFixed(2)}:1 against its background`);
      }
      // An outline drawn outside the box is lost where an ancestor clips its overflow.
      const extent = outline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0;
      for (let ancestor = element.parentElement; ancestor && extent > 0; ancestor = ancestor.parentElement) {
        const ancestorStyle = getComputedStyle(ancestor);
        if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
        const box = ancestor.getBoundingClientRect();
        const clipped =
          (ancestorStyle.overflowX !== 'visible' && (rect.left - extent < box.left - 0.5 || rect.right + extent > box.right + 0.5)) ||
          (ancestorStyle.overflowY !== 'visible' && (rect.top - extent < box.top - 0.5 || rect.bottom + extent > box.bottom + 0.5));
        if (clipped) problems.push(`has its focus outline clipped by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">`);
      }
    }
    // Nothing fixed or sticky may sit on top of it. Focus in a frame is on the first control of the document inside
    // (a map's "View larger map"), which the browser scrolls into view, not the whole frame: its top must show.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(element.tagName === 'IFRAME' ? rect.top + 8 : rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !element.contains(top) && !top.contains(element)) problems.push(`is covered by <${top.tagName.toLowerCase()} class="${top.className}">`);
    return { tag: element.tagName.toLowerCase(), name, id: element.id, problems };
  });
}

export function show(item: Focused | null): string {
  return item ? `<${item.tag}${item.id ? `#${item.id}` : ''}> "${item.name}"` : '(nothing)';
}

/** Presses Tab (or Shift+Tab) and checks the newly focused element can be seen, ring and all. */
export async function tab(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focused | null> {
  await page.keyboard.press(key);
  const item = await focused(page);
  expect(item?.problems ?? [], `focus after ${key} on ${show(item)}`).toEqual([]);
  return item;
}

/** Tabs forward until an element whose accessible name matches `name` has focus, checking every stop on the way. */
export async function tabTo(page: Page, name: string | RegExp, limit = 80): Promise<Focused> {
  const passed: string[] = [];
  for (let step = 0; step < limit; step++) {
    const item = await tab(page);
    if (item && (typeof name === 'string' ? item.name === name : name.test(item.name))) return item;
    passed.push(show(item));
  }
  throw new Error(`Tab never reached "${name}" in ${limit} presses; it passed ${passed.join(', ')}`);
}

/** Every stop of one full Tab cycle through the page, from the top until focus leaves the document. */
export async function tabCycle(page: Page, limit = 400): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let step = 0; step < limit; step++) {
    const item = await tab(page);
    if (!item) return stops;
    stops.push(item);
  }
  throw new Error(`no end to the Tab order after ${limit} presses`);
}
