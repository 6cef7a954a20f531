// Writing into a form field the way typing does, so React (and the form library) see the change as the person's own.

export type TextField = HTMLInputElement | HTMLTextAreaElement;

export function isTextField(element: EventTarget | null): element is TextField {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && (element.type === 'text' || element.type === 'search' || element.type === '') && !element.closest('.law-figures'))
  );
}

/** Replaces `from`…`to` of the field's text with `text`, puts the caret after it and tells React through an input event. */
export function replaceInField(field: TextField, from: number, to: number, text: string): void {
  const next = field.value.slice(0, from) + text + field.value.slice(to);
  // React tracks the value it last set; the prototype's setter goes around that, as the browser does for typing.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, next);
  // The caret first, so whoever listens to the input (the law suggestions) reads where the writing goes on.
  field.focus();
  field.setSelectionRange(from + text.length, from + text.length);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
