import { useId } from 'react';
import type { NavGroup } from '../../generated/manifest-types.gen';
import { SiteLink } from './SiteLink';

interface ServiceDropdownProps {
  group: NavGroup;
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

/** A disclosure menu: a button that shows and hides a list of links (mouse, touch and keyboard). */
export function ServiceDropdown({ group, open, onOpenChange }: ServiceDropdownProps) {
  const listId = useId();
  return (
    <li
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
        }
      }}
    >
      <button
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={(event) => onOpenChange(openedByHover(event.detail) ? true : !open)}
      >
        {group.title}
        <svg className="dropdown-caret" width="10" height="6" viewBox="0 0 10 6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul className="dropdown-menu" id={listId}>
        {group.contents.map((item) => (
          <li key={item.link}>
            <SiteLink href={item.link} onClick={() => onOpenChange(false)}>
              {item.head}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
