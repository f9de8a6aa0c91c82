// Moves in the menu's tree as the keys make them: a link taken out of its drop-down becomes a top entry after
// it, without its line under it (a top entry has none) and without that line's translation; its words keep
// their Hindi at the new place, and the links after it move their Hindi up with them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { keyTarget, moveInMenu, withMenuTextsMoved } from './menu-tree-edits.ts';
import { siteTranslatablePointers } from './site-translations.ts';
import type { Translations } from './translations.ts';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const hi = JSON.parse(readFileSync('translations/hi.json', 'utf8'));
const te = JSON.parse(readFileSync('translations/te.json', 'utf8'));
const navigation = data.site.navigation;

describe('moving in the menu tree', () => {
  it('takes "Our History" out of About Us with Alt+Arrow Left, its Hindi following it', () => {
    const from = [1, 0, 1];
    const to = keyTarget(navigation, from, 'ArrowLeft');
    expect(to).toEqual({ list: [], before: [2] });
    const edit = moveInMenu(navigation, from, to!);
    expect(edit.navigation.map((entry) => entry.label).slice(0, 4)).toEqual([
      'Home',
      'About Us',
      'Our History',
      'Interventions',
    ]);
    expect(edit.navigation[2]).toEqual({ label: 'Our History', href: '/history' });
    const next = { ...data, site: { ...data.site, navigation: edit.navigation } };
    const moved = withMenuTextsMoved({ hi, te } as Translations, edit.moved, siteTranslatablePointers(next));
    const site = moved.hi.site ?? {};
    expect(site['/navigation/2/label']).toEqual(hi.site['/navigation/1/groups/0/links/1/label']);
    expect(site['/navigation/2/description']).toBeUndefined();
    expect(site['/navigation/1/groups/0/links/1/label']).toEqual(hi.site['/navigation/1/groups/0/links/2/label']);
    expect(site['/navigation/3/label']).toEqual(hi.site['/navigation/2/label']);
    expect(Object.keys(site).filter((pointer) => !siteTranslatablePointers(next).includes(pointer))).toEqual([]);
  });

  it('moves a link across its drop-down lists, and never a drop-down into another', () => {
    expect(keyTarget(navigation, [2, 0, 2], 'ArrowDown')).toEqual({ list: [2, 1], before: [2, 1, 0] });
    expect(keyTarget(navigation, [2, 1, 0], 'ArrowUp')).toEqual({ list: [2, 0] });
    expect(keyTarget(navigation, [2], 'ArrowRight')).toBeUndefined();
  });
});
