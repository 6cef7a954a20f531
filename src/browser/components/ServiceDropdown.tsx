import { useEffect, useLayoutEffect, useRef } from 'react';
import type { NavGroup } from '../../generated/manifest-types.gen.js';
import { handleDropdownKey, type MenuFocus } from './dropdown-keys.js';
import { SiteLink } from './SiteLink.js';
import { useSharedTextLanguage } from './language.js';

interface ServiceDropdownProps {
  group: NavGroup;
  /** Its place in the bar, which names its list. */
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * With a mouse, hovering has already opened the menu by the time the button is clicked; toggling
 * would close it under the pointer. Keyboard activation (detail 0) and touch still toggle.
 */
function openedByHover(clickCount: number): boolean {
  return clickCount > 0 && window.matchMedia('(hover: hover)').matches;
}

/**
 * A label may break only where it joins two things: after an ampersand ("Bookkeeping & / Accounting"), or before
 * Arabic "and the" (وال, "مسك الدفاتر / والمحاسبة"). Where the bar is too narrow for every label on one line, the long
 * ones take two lines, and "UAE VAT" or "Corporate Tax" are never split into two lines that read as two items.
 */
function labelParts(title: string): string[] {
  return title.split(/(?<=&)\s+|\s+(?=وال)/);
}

/** A disclosure menu: a button that shows and hides a list of links (mouse, touch and keyboard). */
export function ServiceDropdown({ group, index, open, onOpenChange }: ServiceDropdownProps) {
  const english = useSharedTextLanguage();
  // Named by its place, not React's useId: the bar's markup is rendered once per edition and reused on every page
  // (shared-parts.tsx), where an id made from the position in one page's tree need not match another's.
  const listId = `service-menu-${index + 1}`;
  const itemRef = useRef<HTMLLIElement>(null);
  // Where focus goes once a menu opened by an arrow key is shown: the links are hidden until the next render.
  const focusOnOpen = useRef<MenuFocus | null>(null);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = itemRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a');
    (focusOnOpen.current === 'first' ? links?.[0] : links?.[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A tap anywhere else closes the menu: on a touch screen nothing else would (no hover to leave, often no blur).
  // On the click, once the tap is over, not on touch-down: in the phone menu the groups are stacked, so closing this
  // one at touch-down moved the group below it up under the finger, and the tap then landed on something else.
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, onOpenChange]);

  // The button's place on screen when it was pressed: opening this group closes any open one above it in the phone
  // menu, and the page scrolls by what that took away, so the button stays under the thumb and its links below it.
  const pressedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = pressedAt.current;
    pressedAt.current = null;
    const button = itemRef.current?.querySelector('button');
    if (!open || before === null || !button) return;
    const moved = button.getBoundingClientRect().top - before;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [open]);

  return (
    <li
      ref={itemRef}
      className={`dropdown${open ? ' is-open' : ''}`}
      onMouseEnter={(event) => event.nativeEvent instanceof MouseEvent && window.matchMedia('(hover: hover)').matches && onOpenChange(true)}
      onMouseLeave={() => window.matchMedia('(hover: hover)').matches && onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Handled: the mobile menu around this dropdown stays open (its document listener checks defaultPrevented).
          event.preventDefault();
          event.stopPropagation();
          onOpenChange(false);
          (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
          return;
        }
        handleDropdownKey(event, event.currentTarget, open, {
          openAt: (focus) => {
            focusOnOpen.current = focus;
            onOpenChange(true);
          },
        });
      }}
    >
      <button
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        // Focus moves on the click, not on the press: moved at the press, it closed the open group above (its blur) and
        // the stacked phone menu shifted under the finger before the tap ended, so the click landed elsewhere.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.currentTarget.focus({ preventScroll: true });
          const opening = openedByHover(event.detail) || !open;
          if (opening && !open) pressedAt.current = event.currentTarget.getBoundingClientRect().top;
          onOpenChange(opening);
        }}
      >
        <span className="dropdown-label" {...english(`navigation.groups.${index}.title`)}>
          {labelParts(group.title).map((part, index) => (
            <span key={part}>
              {index > 0 && ' '}
              <span className="dropdown-label-part">{part}</span>
            </span>
          ))}
        </span>
        <svg className="dropdown-caret" width="10" height="6" viewBox="0 0 10 6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul className="dropdown-menu" id={listId}>
        {group.contents.map((item, itemIndex) => (
          <li key={item.link}>
            <SiteLink href={item.link} onClick={() => onOpenChange(false)} {...english(`navigation.groups.${index}.contents.${itemIndex}.head`)}>
              {item.head}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
