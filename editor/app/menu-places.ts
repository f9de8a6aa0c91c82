/**
 * The places of the menu and the footer a link to a page can be added to (so a new page can be linked
 * from the menu without editing JSON): the top menu (a new entry, or one of a drop-down's lists), a footer
 * column, the bar above the menu. Each named as a person sees it, and where its list is in `site`.
 */
import type { PagesFile } from '../../content/types.ts';
import type { Segment } from './backend.ts';

export interface MenuPlace {
  /** "Top menu > About Us", "Footer > Contact". */
  name: string;
  /** The list in `site` the link is added to. */
  list: Segment[];
}

interface Named {
  label?: string;
  heading?: string;
  groups?: { heading?: string }[];
}

export function menuPlaces(data: PagesFile): MenuPlace[] {
  const site = data.site as unknown as {
    navigation: Named[];
    footer?: { columns?: Named[] };
    utilityBar?: { links?: unknown[] };
  };
  const places: MenuPlace[] = [{ name: 'Top menu, as an entry of its own at the end', list: ['navigation'] }];
  site.navigation.forEach((entry, i) => {
    entry.groups?.forEach((group, j) => {
      const list = entry.groups && entry.groups.length > 1 ? ` > ${group.heading ?? `List ${j + 1}`}` : '';
      places.push({
        name: `Top menu > ${entry.label ?? `Entry ${i + 1}`}${list}`,
        list: ['navigation', i, 'groups', j, 'links'],
      });
    });
  });
  site.footer?.columns?.forEach((column, k) => {
    places.push({ name: `Footer > ${column.heading ?? `Column ${k + 1}`}`, list: ['footer', 'columns', k, 'links'] });
  });
  if (site.utilityBar?.links) places.push({ name: 'Bar above the menu', list: ['utilityBar', 'links'] });
  return places;
}

/** `data` with a link to `path` (labelled `label`) at the end of `place`'s list; and where its label is. */
export function withLinkAdded(data: PagesFile, place: MenuPlace, label: string, path: string) {
  const site = structuredClone(data.site) as unknown as Record<string, unknown>;
  let list: unknown = site;
  for (const segment of place.list) list = (list as Record<Segment, unknown>)[segment];
  const links = list as unknown[];
  links.push({ label, href: path });
  return {
    data: { ...data, site: site as unknown as PagesFile['site'] },
    label: ['site', ...place.list, links.length - 1, 'label'],
  };
}
