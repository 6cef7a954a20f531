import { errorId, type FieldErrorProps, type IconButtonProps, type TemplatesType } from '@rjsf/utils';
import { splitFieldMessage } from '../shared/plain-words.js';
import { Icon } from './Icon.js';

/**
 * The form library's list buttons (add, move up and down, copy, remove) draw Bootstrap 3 glyph-font icons, which
 * this editor does not load: they showed as blank squares named only by a tooltip. These draw an inline icon and a
 * visible word, which is also the button's accessible name.
 */
function makeButton(icon: string, words: string, extraClass = '') {
  function Button(props: IconButtonProps) {
    // `iconType`, `icon`, `uiSchema`, `registry` are the library's; `title` would only repeat the visible words.
    const { iconType: _type, icon: _icon, uiSchema: _ui, registry: _registry, className, title: _title, ...rest } = props;
    return (
      <button type="button" {...rest} className={`icon-button ${extraClass} ${className ?? ''}`.trim()}>
        <Icon name={icon} />
        <span>{words}</span>
      </button>
    );
  }
  Button.displayName = `${words}Button`;
  return Button;
}

/** A field's problems in the form's words, each with the validator's own message, file and line under "Details". */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter((error) => !!error);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {shown.map((error, index) => {
        const { plain, details } = typeof error === 'string' ? splitFieldMessage(error) : { plain: error, details: undefined };
        return (
          <li key={index} className="text-danger">
            {plain}
            {details && (
              <details className="developer-details">
                <summary>Details</summary>
                <code>{details}</code>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldErrorTemplate,
  ButtonTemplates: {
    MoveUpButton: makeButton('up', 'Move up'),
    MoveDownButton: makeButton('down', 'Move down'),
    RemoveButton: makeButton('remove', 'Remove', 'icon-button-danger'),
    CopyButton: makeButton('copy', 'Copy'),
    ClearButton: makeButton('remove', 'Clear'),
    AddButton: makeButton('add', 'Add an item', 'button-add'),
    SubmitButton: () => null,
  },
};
