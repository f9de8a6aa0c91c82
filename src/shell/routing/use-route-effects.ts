import { useEffect, useRef } from 'react';
import type { SiteSettings } from '../../../content/types.ts';
import type { Language } from '../../../schema/api/languages.ts';
import { applyHeadTags } from '../head/apply-head-tags.ts';
import { headTags } from '../head/head-tags.ts';
import type { ResolvedRoute } from '../../../content/routes.ts';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion.ts';

/** Keeps the document's title, description, robots and canonical tags in step with the route. */
export function useDocumentHead(
  resolved: ResolvedRoute,
  site: SiteSettings,
  language: Language,
  description: string | undefined,
) {
  useEffect(() => {
    applyHeadTags(document, headTags(resolved, site, language, description));
  }, [resolved, site, language, description]);
}

/**
 * After a route change has rendered: scroll to the #anchor when there is one, else to the top,
 * smoothly unless the visitor asked for reduced motion. The first render keeps the browser's position.
 */
export function useScrollOnRouteChange(location: string, shownPageId: string | undefined) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each route change (location) once its page is shown
  useEffect(() => {
    if (shownPageId === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior });
  }, [location, shownPageId]);
}
