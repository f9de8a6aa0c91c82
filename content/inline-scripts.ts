/**
 * The page's only inline scripts, written into every page's head by src/shell/head/fill-template.ts. The
 * Content-Security-Policy refuses inline scripts unless named by their hash: the server's
 * (server/http/security-plugin.ts) and nginx's (deploy/nginx/welfare-locations.conf) carry the SHA-256 of
 * each exact text, and a test fails when they do not (content/inline-scripts.test.ts).
 */

/**
 * Instant page loads: a link pointed at (or pressed) is fetched and prerendered before the click, where the
 * browser has speculation rules.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * The phone menu before the page's scripts arrive: it opens and closes the menu layer and its groups from the
 * first paint, so on a slow phone the menu works as soon as it is seen (the shell's script, src/shell/layout/shell-script.ts,
 * needs one more round trip at low priority). Once the shell has woken it marks the document
 * `data-shell-ready` and takes over: focus moves into the open menu, the page behind becomes inert, Escape
 * and Tab behave as in a modal dialog.
 */
export const EARLY_MENU_SCRIPT =
  "document.addEventListener('click',function(e){" +
  'var d=document,t=e.target;' +
  "if(d.documentElement.hasAttribute('data-shell-ready')||!t.closest)return;" +
  "var b=t.closest('[data-menu-open],[data-menu-close],[data-menu-group]'),l=d.querySelector('[data-menu-layer]');" +
  'if(!b||!l)return;' +
  "if(b.hasAttribute('data-menu-group')){" +
  "var o=b.getAttribute('aria-expanded')!=='true';" +
  "l.querySelectorAll('[data-menu-group]').forEach(function(g){g.setAttribute('aria-expanded','false');g.nextElementSibling.hidden=true});" +
  "b.setAttribute('aria-expanded',String(o));b.nextElementSibling.hidden=!o;return}" +
  "var s=b.hasAttribute('data-menu-open');l.hidden=!s;" +
  "d.querySelector('[data-menu-open]').setAttribute('aria-expanded',String(s))});";

/** Every inline script's text, for the Content-Security-Policy's hashes. */
export const INLINE_SCRIPTS = [SPECULATION_RULES, EARLY_MENU_SCRIPT];

export const inlineScriptTags = (): string =>
  `<script type="speculationrules">${SPECULATION_RULES}</script>\n    <script>${EARLY_MENU_SCRIPT}</script>`;
