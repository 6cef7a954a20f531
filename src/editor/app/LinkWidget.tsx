import { useId } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formContextOf } from './form-context.js';

/** Pages with an address of their own (a job page's `{careerId}` pattern is not one), in the site's order. */
const linkable = (path: string) => !path.includes('{');

/**
 * A link: typed (an address on another website, an e-mail or a phone link), or chosen from the site's pages in a
 * list below it, which shows each page by its title and fills in its address.
 */
export function LinkWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, registry }: WidgetProps) {
  const { pages } = formContextOf(registry);
  const pickerId = useId();
  const text = typeof value === 'string' ? value : '';
  const choices = pages.filter((page) => linkable(page.path));
  const chosen = choices.find((page) => page.path.toLowerCase() === text.split(/[?#]/)[0].toLowerCase());
  return (
    <div className="link-widget">
      <input
        id={id}
        type="text"
        className="form-control"
        value={text}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-describedby={`${id}__error ${id}__description`}
      />
      <div className="picker-row">
        <label htmlFor={pickerId}>or choose a page of this site</label>
        <select
          id={pickerId}
          className="form-control"
          value={chosen?.path ?? ''}
          disabled={disabled || readonly}
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
        >
          <option value="">{text && !chosen ? 'An address outside this site' : 'Choose a page…'}</option>
          {choices.map((page) => (
            <option key={page.index} value={page.path}>
              {page.title || page.path} ({page.path}){page.draft ? ' — draft' : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
