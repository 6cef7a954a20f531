import type { ComponentType } from 'react';
import type { TemplateName } from '../../shared/site-data.js';
import { TEMPLATE_COMPONENTS } from '../../shared/templates.js';
import type { LoadedPage } from '../../shared/site-data.js';

/** What every template receives: its page's data, and the values of the path's `{param}` parts. */
export type TemplateProps = { data: LoadedPage['data']; params: Record<string, string> };
type Template = ComponentType<TemplateProps>;

// One lazily loaded chunk per template, never per page: a service page downloads the service template's code
// and no other, and adding pages adds nothing here. The not-found page is in the shared bundle (the root route's).
const modules = import.meta.glob<Record<string, Template>>(['../templates/*Page.tsx', '!../templates/NotFoundPage.tsx']);

const loaded = new Map<TemplateName, Template>();

/**
 * Loads a template's code into a synchronous cache, so the page renders without Suspense: the server's HTML
 * has no fallback in it, and hydration finds the same tree.
 */
export async function loadTemplate(name: TemplateName): Promise<void> {
  if (loaded.has(name)) return;
  const component = TEMPLATE_COMPONENTS[name];
  const module = await modules[`../templates/${component}.tsx`]();
  loaded.set(name, module[component]);
}

export function loadedTemplate(name: TemplateName): Template {
  const template = loaded.get(name);
  if (!template) throw new Error(`The ${name} template was rendered before its code was loaded.`);
  return template;
}
