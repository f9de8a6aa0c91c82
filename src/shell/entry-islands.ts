/**
 * The page's script (index.html). A prerendered page needs no React: the shell's own script (menus,
 * compact header, sections fading in), the enhancers of its show/hide blocks, and the islands, hydrated
 * when needed. Every page is rendered on the server, in development too (scripts/build/dev-pages.ts).
 */
import { enhanceShell } from './layout/shell-script.ts';
import { startEnhancers } from './islands/start-enhancers.ts';
import { startIslands } from './islands/start-islands.ts';

enhanceShell(document);
startEnhancers();
startIslands();
