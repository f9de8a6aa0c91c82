/**
 * The page's script (index.html). A prerendered page needs no React: the shell's own script (menus,
 * compact header, sections fading in), the enhancers of its show/hide blocks, and the islands, hydrated
 * when needed. The dev server's page comes empty: it renders the whole app in the browser (entry-client).
 */
import { enhanceShell } from './layout/shell-script.ts';
import { startEnhancers } from './islands/start-enhancers.ts';
import { startIslands } from './islands/start-islands.ts';

if (document.getElementById('root')?.firstElementChild) {
  enhanceShell(document);
  startEnhancers();
  startIslands();
} else await import('./entry-client.tsx');
