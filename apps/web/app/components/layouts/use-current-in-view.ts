import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that scrolls sideways on a phone keeps the current page's entry in view (issue 18 item 8: Contact, Gift
 * cards, Profile sat off-screen, in Arabic off the far edge). Slides the list, not the page.
 */
export function useCurrentInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = ref.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // 'nearest' block: the (sticky) menu is already on screen, so the page does not move; only the list slides.
    current.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return ref;
}
