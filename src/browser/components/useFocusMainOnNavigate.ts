import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * After a client-side navigation, move focus to the new page's content so keyboard and
 * screen-reader users start reading there, as they would after a full page load.
 */
export function useFocusMainOnNavigate(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
