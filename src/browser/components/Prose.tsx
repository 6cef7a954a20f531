import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSiteLayout } from '../app/site-layout.js';
import { languageOf } from './language.js';

/**
 * Markdown compiled at build time (raw HTML already escaped by the generator). Links to site pages
 * inside it navigate client-side like every other link instead of reloading the whole app.
 */
export function Prose({ html, className = '', lang }: { html: string; className?: string; lang?: string }) {
  const router = useRouter();
  const layout = useSiteLayout();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  // The click handler only refines links that already work without it.
  return <div className={`prose ${className}`.trim()} {...languageOf(lang, layout)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
