import { useEffect, useState } from 'react';

interface Described {
  element: HTMLInputElement | HTMLTextAreaElement;
  written: boolean;
}

/**
 * The form's ids of the picture's descriptions: `page_image` → `page_alt` (English, beside the picture) and
 * `page_ar_alt` (the Arabic page's same field); `page_cards_0_image` → `page_cards_0_alt`, `page_ar_cards_0_alt`.
 */
export function altFieldIds(imageId: string, name: string): { english: string; arabic: string } {
  const base = imageId.slice(0, imageId.length - name.length);
  const prefix = imageId.split('_')[0];
  return { english: `${base}alt`, arabic: `${prefix}_ar_${base.slice(prefix.length + 1)}alt` };
}

const find = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;

/**
 * Asks for the picture's description in each language the form has a field for (a page's Arabic fields are in its
 * Arabic group, far below): says which is still empty and takes the person to it.
 */
export function AltPrompt({ imageId, name }: { imageId: string; name: string }) {
  const [fields, setFields] = useState<{ english?: Described; arabic?: Described }>({});
  useEffect(() => {
    const ids = altFieldIds(imageId, name);
    const read = () => {
      const at = (id: string) => {
        const element = find(id);
        return element ? { element, written: element.value.trim() !== '' } : undefined;
      };
      setFields({ english: at(ids.english), arabic: at(ids.arabic) });
    };
    read();
    // The form's fields change as the person types: listened to on the whole form, which holds both.
    const form = find(ids.english)?.form;
    form?.addEventListener('input', read);
    return () => form?.removeEventListener('input', read);
  }, [imageId, name]);

  if (!fields.english) return null;
  const go = (described: Described) => {
    described.element.scrollIntoView({ block: 'center' });
    described.element.focus();
  };
  const rows = [{ label: 'In English', described: fields.english }, ...(fields.arabic ? [{ label: 'In Arabic', described: fields.arabic }] : [])];
  return (
    <div className="alt-prompt">
      <p>Describe this picture for people who cannot see it (screen readers read it out):</p>
      <ul>
        {rows.map(({ label, described }) => (
          <li key={label}>
            {label}: {described.written ? 'written' : <strong>not written yet</strong>}{' '}
            <button type="button" className="button button-small" onClick={() => go(described)}>
              {described.written ? `Check the description ${label.replace('In ', 'in ')}` : `Write it ${label.replace('In ', 'in ')}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
