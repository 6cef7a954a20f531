// "Ask an adviser about this": the contact page's address with the message begun from the tool's inputs and results
// (`?about=`, read by the enquiry form); nothing is sent until the visitor sends the form.
import { fillText } from '../../shared/fill-text';
import { localizedPath } from '../../shared/locales';
import type { ToolField } from '../../shared/law/tools/index';
import type { ToolInputs } from '../../shared/law/tools/outcome';
import { ABOUT_PARAM } from '../components/enquiry-prefill';
import { fieldShown } from './tool-query';

const CONTACT_PATH = '/Contact-Us';

export function adviserHref(
  prefix: string,
  tool: string,
  fields: readonly ToolField[],
  inputs: ToolInputs,
  results: string,
  words: Record<string, string>,
): string {
  const given = fields
    .filter((field) => fieldShown(field, inputs) && inputs[field.name])
    .map((field) => `${words[field.name] ?? field.name}: ${field.kind === 'yes-no' ? (words[inputs[field.name]] ?? inputs[field.name]) : inputs[field.name]}`)
    .join('; ');
  const message = fillText(words.adviserMessage, { tool, inputs: given, results });
  return `${localizedPath(CONTACT_PATH, prefix)}?${ABOUT_PARAM}=${encodeURIComponent(message)}`;
}
