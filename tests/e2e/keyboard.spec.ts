import { expect, test, type Page } from '@playwright/test';
import { hydrated, site } from './site';

// Keyboard operation: everything reachable with Tab, operable with Enter, Space and Escape, and always showing where focus is.

test.use({ reducedMotion: 'reduce' });

interface Focused {
  tag: string;
  name: string;
  id: string;
  /** Why the focused element cannot be seen, or its focus indicator is missing; empty when all is well. */
  problems: string[];
}

/** The focused element, and what (if anything) keeps a sighted keyboard user from seeing it and its focus indicator. */
function focused(page: Page): Promise<Focused | null> {
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
    // Nothing fixed or sticky may sit on top of it.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !element.contains(top) && !top.contains(element)) problems.push(`is covered by <${top.tagName.toLowerCase()} class="${top.className}">`);
    return { tag: element.tagName.toLowerCase(), name, id: element.id, problems };
  });
}

function show(item: Focused | null): string {
  return item ? `<${item.tag}${item.id ? `#${item.id}` : ''}> "${item.name}"` : '(nothing)';
}

/** Presses Tab (or Shift+Tab) and checks the newly focused element can be seen, ring and all. */
async function tab(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focused | null> {
  await page.keyboard.press(key);
  const item = await focused(page);
  expect(item?.problems ?? [], `focus after ${key} on ${show(item)}`).toEqual([]);
  return item;
}

/** Tabs forward until an element whose accessible name matches `name` has focus, checking every stop on the way. */
async function tabTo(page: Page, name: string | RegExp, limit = 80): Promise<Focused> {
  const passed: string[] = [];
  for (let step = 0; step < limit; step++) {
    const item = await tab(page);
    if (item && (typeof name === 'string' ? item.name === name : name.test(item.name))) return item;
    passed.push(show(item));
  }
  throw new Error(`Tab never reached "${name}" in ${limit} presses; it passed ${passed.join(', ')}`);
}

/** Every stop of one full Tab cycle through the page, from the top until focus leaves the document. */
async function tabCycle(page: Page, limit = 400): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let step = 0; step < limit; step++) {
    const item = await tab(page);
    if (!item) return stops;
    stops.push(item);
  }
  throw new Error(`no end to the Tab order after ${limit} presses`);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} px the first Tab shows the skip link, and it moves focus to the main content`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/Services');
    await hydrated(page);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    expect(show(await tab(page))).toBe('<a> "Skip to main content"');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab continues inside the main content, past the header.
    await tab(page);
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });
}

test('on the home page Tab reaches the top menu, Quick Contact, every dropdown toggle and the carousel controls, each with a visible focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const stops = (await tabCycle(page)).map((item) => item.name);
  const expected = [
    'Skip to main content',
    site.site.logo.alt,
    ...site.navigation.menu.map((item) => item.label),
    site.navigation.quickContact.label,
    ...site.navigation.groups.map((group) => group.title),
    'Previous (Highlights)',
    'Pause (Highlights)',
    'Next (Highlights)',
  ];
  // In this order, and nothing hidden in between (closed dropdowns keep their links out of the Tab order).
  expect(stops.slice(0, expected.length)).toEqual(expected);
  for (const name of ['Previous (Client testimonials)', 'Pause (Client testimonials)', 'Next (Client testimonials)', site.closingBanner.button.label]) {
    expect(stops).toContain(name);
  }
});

test('every dropdown opens with Enter and with Space, its links follow in the Tab order, and Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/About-Us');
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Service areas' });
  await tabTo(page, site.navigation.quickContact.label);
  for (const group of site.navigation.groups) {
    const toggle = bar.getByRole('button', { name: group.title, exact: true });
    const firstLink = bar
      .locator('li.dropdown', { has: page.getByRole('button', { name: group.title, exact: true }) })
      .getByRole('link')
      .first();
    await tab(page);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await tab(page);
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(firstLink).toBeHidden();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  }
  // Tabbing out of an open dropdown closes it.
  const last = site.navigation.groups.at(-1)!;
  const lastToggle = bar.getByRole('button', { name: last.title, exact: true });
  await page.keyboard.press('Enter');
  await expect(lastToggle).toHaveAttribute('aria-expanded', 'true');
  for (let index = 0; index <= last.contents.length; index++) await tab(page);
  await expect(lastToggle).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown link followed with Enter opens its page and puts focus on the main content', async ({ page }) => {
  await page.goto('/About-Us');
  await hydrated(page);
  const group = site.navigation.groups[0];
  await tabTo(page, group.title);
  await page.keyboard.press('Enter');
  await tabTo(page, group.contents[0].head, 2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${group.contents[0].link}$`, 'i'));
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('button', { name: group.title, exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('the hero carousel works from the keyboard: Next, Previous, and Pause that becomes Play', async ({ browser }) => {
  // With motion allowed, so that Pause has something to stop.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    const slides = hero.locator('.carousel-slide');
    await tabTo(page, 'Previous (Highlights)');
    // Focus inside the carousel stops it, so the shown slide only changes when asked.
    const shownIndex = () => slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') === 'false'));
    const before = await shownIndex();
    const count = await slides.count();
    await page.keyboard.press('Enter');
    await expect.poll(shownIndex).toBe((before - 1 + count) % count);
    await tab(page);
    await expect(hero.getByRole('button', { name: 'Pause (Highlights)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(hero.getByRole('button', { name: 'Play (Highlights)' })).toBeFocused();
    await tab(page);
    await expect(hero.getByRole('button', { name: 'Next (Highlights)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(shownIndex).toBe(before);
    // Hidden slides take no focus: the next stop is outside the hero.
    await tab(page);
    expect(await hero.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  } finally {
    await context.close();
  }
});

test('on /Contact-Us Tab reaches every enquiry field in order, never the hidden trap field, and Enter submits', async ({ page }) => {
  await page.goto('/Contact-Us');
  await hydrated(page);
  const stops = await tabCycle(page);
  const names = stops.map((item) => item.name);
  const fields = ['First name', 'Last name', 'E-mail', 'Phone', 'Message', 'Send enquiry'];
  const start = names.indexOf('First name');
  expect(start, `Tab order: ${names.join(' | ')}`).toBeGreaterThan(-1);
  expect(names.slice(start, start + fields.length)).toEqual(fields);
  expect(stops.map((item) => item.id)).not.toContain('enquiry-website');

  // Back to the form by keyboard alone, then send it empty: errors appear and focus goes to the first field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.goto('/Contact-Us');
  await hydrated(page);
  await tabTo(page, 'First name');
  await page.keyboard.type('Amina');
  await tabTo(page, 'Send enquiry', 6);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  expect((await focused(page))?.problems).toEqual([]);
});

test('at 375 px the mobile menu is operable by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  const bar = page.getByRole('navigation', { name: 'Service areas' });
  // Closed, the menus are out of the Tab order: the toggle is followed by the page content.
  expect((await tab(page))?.name).toBe('Skip to main content');
  expect((await tab(page))?.name).toBe(site.site.logo.alt);
  expect((await tab(page))?.name).toBe('Menu');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav).toBeVisible();
  for (const item of site.navigation.menu) expect((await tab(page))?.name).toBe(item.label);
  expect((await tab(page))?.name).toBe(site.navigation.quickContact.label);

  // A service group inside the open menu: Space opens it, Escape closes only the group.
  const group = site.navigation.groups[0];
  const groupToggle = bar.getByRole('button', { name: group.title, exact: true });
  expect((await tab(page))?.name).toBe(group.title);
  await page.keyboard.press('Space');
  await expect(groupToggle).toHaveAttribute('aria-expanded', 'true');
  for (const item of group.contents) expect((await tab(page))?.name).toBe(item.head);
  await page.keyboard.press('Escape');
  await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(groupToggle).toBeFocused();
  await expect(mainNav).toBeVisible();

  // A second Escape closes the menu and returns focus to its button.
  await page.keyboard.press('Escape');
  await expect(mainNav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Shift+Tab from the page content comes back to the button; open the menu again and follow a link with Enter.
  await page.keyboard.press('Space');
  await expect(mainNav).toBeVisible();
  await tabTo(page, 'Careers', site.navigation.menu.length);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Careers$/);
  await expect(mainNav).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  expect((await tab(page, 'Shift+Tab'))?.name).toBe('Menu');
});

test('at 375 px every Tab stop of the home and contact pages is in view, uncovered and ringed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/Contact-Us']) {
    await page.goto(path);
    await hydrated(page);
    const stops = await tabCycle(page);
    expect(stops.length, `Tab stops on ${path}`).toBeGreaterThan(10);
  }
});
