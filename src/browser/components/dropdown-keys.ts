// Arrow keys of the service dropdowns, as in the WAI-ARIA disclosure navigation pattern: Up and Down move through
// an open menu's links (Down on a button opens its menu at the first link, Up at the last), Home and End jump to
// the ends, Left and Right move between the groups' buttons (mirrored right to left). Tab, Enter, Space and Escape keep their usual meaning.

import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** The keys this module handles; any other key is left to the browser. */
const ARROW_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export type MenuFocus = 'first' | 'last';

export interface DropdownKeyActions {
  /** Opens the menu and puts focus on its first or last link once it is shown. */
  openAt(focus: MenuFocus): void;
}

function links(dropdown: HTMLElement): HTMLAnchorElement[] {
  return [...dropdown.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a')];
}

/** The button of the group before or after this one, wrapping around the bar. */
function siblingToggle(dropdown: HTMLElement, step: 1 | -1): HTMLButtonElement | null {
  const groups = [...(dropdown.parentElement?.children ?? [])] as HTMLElement[];
  const next = groups[(groups.indexOf(dropdown) + step + groups.length) % groups.length];
  return next?.querySelector<HTMLButtonElement>('.dropdown-toggle') ?? null;
}

/** Handles an arrow, Home or End key pressed inside one dropdown; returns whether it did (and took the key). */
export function handleDropdownKey(event: KeyboardEvent | ReactKeyboardEvent, dropdown: HTMLElement, open: boolean, actions: DropdownKeyActions): boolean {
  if (!ARROW_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement;
  const onToggle = target.classList.contains('dropdown-toggle');
  const items = links(dropdown);
  const index = items.indexOf(target as HTMLAnchorElement);

  if (onToggle) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Right moves onwards in English; in Arabic the bar runs right to left, so Left does.
      const onwards = getComputedStyle(dropdown).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      siblingToggle(dropdown, event.key === onwards ? 1 : -1)?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (open) items[event.key === 'ArrowDown' ? 0 : items.length - 1]?.focus();
      else actions.openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else return false;
  } else if (index >= 0) {
    if (event.key === 'ArrowDown') items[(index + 1) % items.length].focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length].focus();
    else if (event.key === 'Home') items[0].focus();
    else if (event.key === 'End') items[items.length - 1].focus();
    else return false;
  } else return false;
  event.preventDefault();
  return true;
}
