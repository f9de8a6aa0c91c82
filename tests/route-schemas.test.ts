// @vitest-environment node
// The staff, publishing and admin routes' schemas in schema/api/<area>/: each declared once, worded for
// people (a 400 names a field by its title), compiled by the server's Ajv set-up, used by a route, and
// agreeing with the lists the code keeps as constants (roles, statuses, languages).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../schema/api/ajv-setup.ts';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../schema/api/languages.ts';
import { INBOX_STATUSES } from '../schema/api/staff-inbox.ts';
import { STAFF_ROLES } from '../schema/api/staff.ts';
import { readRouteSchemas } from '../scripts/lib/api-contract-generate.ts';

interface Node {
  title?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, Node>;
  items?: Node;
}

const schemas = readRouteSchemas();
const byFile = (file: string) => schemas.find(({ folder, name }) => `${folder}/${name}` === file)?.schema as Node;

/** Every property at any depth, as "a.b", with its schema. */
function properties(node: Node, prefix = ''): [string, Node][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, sub]) => [
    [`${prefix}${name}`, sub] as [string, Node],
    ...properties(sub, `${prefix}${name}.`),
  ]);
}

function routeSources(dir = 'server'): string {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeSources(at);
      return entry.name.endsWith('-routes.ts') ? fs.readFileSync(at, 'utf8') : '';
    })
    .join('\n');
}

describe.each(schemas)('schema/api/$folder/$name.schema.json', ({ folder, name, schema }) => {
  it('has its path as $id, a title and a description', () => {
    expect(schema.$id).toBe(`api/${folder}/${name}.schema.json`);
    expect(schema.title).toMatch(/\w{3,}/);
    expect(schema.description).toMatch(/\w{3,}/);
  });

  it('gives every property a title (the 400 names it) and a description', () => {
    for (const [where, property] of properties(schema as Node)) {
      expect(property.title, `${where}: title`).toMatch(/\w/);
      expect(property.description, `${where}: description`).toMatch(/\w{3,}/);
    }
  });

  it('compiles with the shared Ajv set-up', () => {
    expect(() => createAjv().compile(schema)).not.toThrow();
  });

  it('is what a route validates with', () => {
    expect(routeSources()).toContain(`schema/api/${folder}/${name}.schema.json' with { type: 'json' }`);
  });
});

describe('the route schemas agree with the constants', () => {
  const enumOf = (file: string, where: string) => properties(byFile(file)).find(([at]) => at === where)?.[1].enum;

  it('roles', () => {
    for (const [file, where] of [
      ['staff/member-invite', 'role'],
      ['staff/member-role', 'role'],
      ['admin/staff-command', 'command.role'],
    ]) {
      expect(enumOf(file, where), file).toEqual([...STAFF_ROLES]);
    }
  });

  it('statuses and languages', () => {
    expect(enumOf('inbox/item-change', 'status')).toEqual([...INBOX_STATUSES]);
    for (const file of ['inbox/inbox-query', 'inbox/inbox-export']) {
      expect(enumOf(file, 'status'), file).toEqual([...INBOX_STATUSES, 'all']);
      expect(enumOf(file, 'language'), file).toEqual([...LANGUAGES]);
    }
  });

  it('translation files', () => {
    for (const [file, where] of [
      ['publishing/save-draft', 'translations'],
      ['publishing/check-content', 'translations'],
      ['admin/content-import', 'files.translations'],
    ]) {
      const translations = properties(byFile(file)).find(([at]) => at === where)?.[1];
      expect(Object.keys(translations?.properties ?? {}), file).toEqual([...TRANSLATED_LANGUAGES]);
    }
  });

  it("the inbox download's filter is the inbox list's, without the page's start", () => {
    const { after: _after, ...filter } = byFile('inbox/inbox-query').properties ?? {};
    const exported = byFile('inbox/inbox-export').properties ?? {};
    expect(Object.keys(exported)).toEqual(Object.keys(filter));
    for (const [name, property] of Object.entries(filter)) {
      const { description: _one, ...rule } = property;
      const { description: _other, ...exportedRule } = exported[name];
      expect(exportedRule, name).toEqual(rule);
    }
  });
});
