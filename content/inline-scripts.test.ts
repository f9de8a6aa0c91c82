// The phone menu works from the first paint: the inline early script opens and closes it before the shell's
// script has arrived, then leaves it to the shell; nginx's CSP names the inline scripts by their hashes.
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '../server/http/security-plugin.ts';
import { enhanceShell } from '../src/shell/layout/shell-script.ts';
import { EARLY_MENU_SCRIPT, INLINE_SCRIPTS } from './inline-scripts.ts';

const MENU = `<header data-compact="false"><div data-mobile-menu>
  <button type="button" aria-expanded="false" data-menu-open>Menu</button>
  <div data-menu-layer hidden><div data-menu-close></div>
    <div role="dialog" aria-modal="true"><button type="button" data-menu-close>Close</button>
      <ul><li><button type="button" aria-expanded="false" data-menu-group>About</button><div hidden><a href="/about">About us</a></div></li>
          <li><button type="button" aria-expanded="false" data-menu-group>Centres</button><div hidden><a href="/csii">CSII</a></div></li></ul>
    </div></div></div></header><main><a href="/x">Behind</a></main>`;

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const layer = () => $('[data-menu-layer]');
const groups = () => [...document.querySelectorAll<HTMLElement>('[data-menu-group]')];

describe('the phone menu before the shell wakes', () => {
  beforeAll(() => {
    new Function(EARLY_MENU_SCRIPT)();
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-shell-ready');
    document.body.innerHTML = '';
  });

  it('a tap on the menu button opens the menu; its groups open one at a time; the close button closes it', () => {
    document.body.innerHTML = MENU;
    $('[data-menu-open]').click();
    expect(layer().hidden).toBe(false);
    expect($('[data-menu-open]').getAttribute('aria-expanded')).toBe('true');
    groups()[0].click();
    expect(groups()[0].getAttribute('aria-expanded')).toBe('true');
    expect((groups()[0].nextElementSibling as HTMLElement).hidden).toBe(false);
    groups()[1].click();
    expect((groups()[0].nextElementSibling as HTMLElement).hidden).toBe(true);
    expect((groups()[1].nextElementSibling as HTMLElement).hidden).toBe(false);
    $('[role=dialog] [data-menu-close]').click();
    expect(layer().hidden).toBe(true);
    expect($('[data-menu-open]').getAttribute('aria-expanded')).toBe('false');
  });

  it('the shell takes over a menu opened early: it stays open as a modal dialog, and the early script steps aside', () => {
    document.body.innerHTML = MENU;
    $('[data-menu-open]').click();
    enhanceShell(document);
    expect(document.documentElement.hasAttribute('data-shell-ready')).toBe(true);
    expect(layer().hidden).toBe(false);
    expect(document.activeElement).toBe($('[role=dialog] [data-menu-close]'));
    expect($('main').hasAttribute('inert')).toBe(true);
    // One toggle per tap now: the shell's own, not the early script's as well.
    groups()[0].click();
    expect(groups()[0].getAttribute('aria-expanded')).toBe('true');
    $('[role=dialog] [data-menu-close]').click();
    expect(layer().hidden).toBe(true);
    expect($('main').hasAttribute('inert')).toBe(false);
  });

  it("nginx's CSP names every inline script by its hash, as the server's does", () => {
    const nginx = fs.readFileSync('deploy/nginx/welfare-locations.conf', 'utf8');
    const sources = /script-src ([^;]*);/.exec(nginx)?.[1].split(' ');
    expect(sources).toEqual(["'self'", ...INLINE_SCRIPTS.map(scriptHashSource)]);
  });
});
