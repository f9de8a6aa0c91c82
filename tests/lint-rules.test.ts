// @vitest-environment node
// The architecture's rules hold because the linter enforces them: each test plants one violation in a
// temporary file inside the tree, runs `biome lint` on it as `npm run lint` would, and expects the failure
// to name the rule. A rule that stops firing (a moved folder, a renamed option) fails here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const biome = join('node_modules', '.bin', 'biome');
const planted: string[] = [];

/** Writes the files, lints the first one, and returns what biome printed and whether it failed. */
function lintPlanted(files: Record<string, string>): { failed: boolean; output: string } {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    planted.push(path);
  }
  const target = Object.keys(files)[0];
  try {
    const output = execFileSync(biome, ['lint', '--error-on-warnings', '--colors=off', target], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { failed: false, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

afterEach(() => {
  for (const path of planted.splice(0)) rmSync(path, { force: true });
});

describe('npm run lint fails, naming the rule, when', () => {
  it('a block imports another block', () => {
    const { failed, output } = lintPlanted({
      'blocks/banner/planted-violation.tsx': "import Hero from '../hero/index.tsx';\nexport const planted = Hero;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[blocks-no-other-block]');
  });

  it('a block imports the router', () => {
    const { failed, output } = lintPlanted({
      'blocks/banner/planted-violation.tsx':
        "import { useLocation } from 'wouter';\nexport const planted = useLocation;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[blocks-no-router]');
  });

  it('a block imports the app shell', () => {
    const { failed, output } = lintPlanted({
      'blocks/banner/planted-violation.tsx':
        "import { App } from '../../src/shell/app.tsx';\nexport const planted = App;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[blocks-no-shell]');
  });

  it('the front end imports server/', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-violation.ts':
        "import { buildApp } from '../../../server/app.ts';\nexport const planted = buildApp;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[front-end-no-server]');
  });

  it('server/ imports the front end', () => {
    const { failed, output } = lintPlanted({
      'server/lib/planted-violation.ts':
        "import { theme } from '../../src/shared/theme/tokens.ts';\nexport const planted = theme;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[server-no-front-end]');
  });

  it('the editor imports a program of scripts/', () => {
    const { failed, output } = lintPlanted({
      'editor/app/planted-violation.ts':
        "import { formatPages } from '../../scripts/content/pages-upsert.ts';\nexport const planted = formatPages;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[no-scripts-import]');
  });

  it('the server imports a program of scripts/', () => {
    const { failed, output } = lintPlanted({
      'server/lib/planted-violation.ts':
        "import { precompress } from '../../scripts/lib/precompress.ts';\nexport const planted = precompress;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[no-scripts-import]');
  });

  it('the editor imports the server', () => {
    const { failed, output } = lintPlanted({
      'editor/app/planted-violation.ts':
        "import { buildApp } from '../../server/app.ts';\nexport const planted = buildApp;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[editor-imports]');
  });

  it('the editor reaches into a block instead of the registry', () => {
    const { failed, output } = lintPlanted({
      'editor/preview/planted-violation.ts':
        "import Hero from '../../blocks/hero/index.tsx';\nexport const planted = Hero;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[editor-imports]');
  });

  it('the staff app imports the server', () => {
    const { failed, output } = lintPlanted({
      'staff/app/planted-violation.ts':
        "import { buildApp } from '../../server/app.ts';\nexport const planted = buildApp;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[staff-imports]');
  });

  it("the staff app imports the site's shell", () => {
    const { failed, output } = lintPlanted({
      'staff/app/planted-violation.ts': "import { App } from '../../src/shell/app.tsx';\nexport const planted = App;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[staff-imports]');
  });

  it('a route file runs SQL itself', () => {
    const { failed, output } = lintPlanted({
      'server/privacy/planted-violation-routes.ts':
        "import type { FastifyInstance } from 'fastify';\n" +
        "export async function planted(app: FastifyInstance) {\n  await app.database.query('DELETE FROM outbox');\n}\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[routes-no-sql]');
  });

  it('a route file opens a transaction itself', () => {
    const { failed, output } = lintPlanted({
      'server/forms/planted-violation-routes.ts':
        "import type { FastifyInstance } from 'fastify';\n" +
        'export const planted = (app: FastifyInstance) => app.database.transaction(async () => 1);\n',
    });
    expect(failed).toBe(true);
    expect(output).toContain('[routes-no-sql]');
  });

  it('a route writes its request body schema in place', () => {
    const { failed, output } = lintPlanted({
      'server/inbox/planted-violation-routes.ts':
        "import type { FastifyInstance } from 'fastify';\n" +
        'export const planted = (app: FastifyInstance) =>\n' +
        "  app.post('/api/x', { schema: { body: { required: ['text'] } } }, async () => ({}));\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[routes-no-inline-schema]');
    expect(output).toContain('schema/api/<area>/<name>.schema.json');
  });

  it('a route file keeps a schema of its own in a constant', () => {
    const { failed, output } = lintPlanted({
      'server/staff/planted-violation-routes.ts':
        "export const plantedQuery = { type: 'object', properties: { after: { type: 'string' } } } as const;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[routes-no-inline-schema]');
  });

  it('passes a route that imports its schema from schema/api (the rule is not simply always failing)', () => {
    const { failed, output } = lintPlanted({
      'server/inbox/planted-violation-routes.ts':
        "import type { FastifyInstance } from 'fastify';\n" +
        "import itemNoteSchema from '../../schema/api/inbox/item-note.schema.json' with { type: 'json' };\n" +
        'export const planted = (app: FastifyInstance) =>\n' +
        "  app.post('/api/x', { schema: { body: itemNoteSchema } }, async () => ({}));\n",
    });
    expect(output).not.toContain('[routes-no-inline-schema]');
    expect(failed).toBe(false);
  });

  it('the content core imports the front end', () => {
    const { failed, output } = lintPlanted({
      'content/planted-violation.ts':
        "import { theme } from '../src/shared/theme/tokens.ts';\nexport const planted = theme;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[content-stands-alone]');
  });

  it('the contract imports the content core', () => {
    const { failed, output } = lintPlanted({
      'schema/api/planted-violation.ts':
        "import { formatPages } from '../../content/format-pages.ts';\nexport const planted = formatPages;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[contract-stands-alone]');
  });

  it('the shared layer imports the shell', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-violation.ts':
        "import { createResolver } from '../../shell/routing/route-table.ts';\nexport const planted = createResolver;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[shared-no-shell]');
  });

  it('the shared layer imports blocks/', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-violation.ts':
        "import { blockRegistry } from '../../../blocks/registry.ts';\nexport const planted = blockRegistry;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[shared-no-blocks]');
  });

  it('the block runtime imports the registry instead of being given it', () => {
    const { failed, output } = lintPlanted({
      'src/shell/blocks-runtime/planted-violation.ts':
        "import { blockRegistry } from '../../../blocks/registry.ts';\nexport const planted = blockRegistry;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('[runtime-no-registry]');
  });

  it('two modules import each other', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-cycle-a.ts': "import { b } from './planted-cycle-b.ts';\nexport const a = () => b;\n",
      'src/shared/ui/planted-cycle-b.ts': "import { a } from './planted-cycle-a.ts';\nexport const b = () => a;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('noImportCycles');
  });

  it('a file name is not kebab-case', () => {
    const { failed, output } = lintPlanted({ 'src/shared/ui/PlantedViolation.ts': 'export const planted = 1;\n' });
    expect(failed).toBe(true);
    expect(output).toContain('useFilenamingConvention');
  });

  it('an import or a variable is unused', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-violation.ts':
        "import { theme } from '../theme/tokens.ts';\nexport function planted() {\n  const unused = 1;\n}\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('noUnusedImports');
    expect(output).toContain('noUnusedVariables');
  });

  it('a relative import leaves out the file extension (one import style)', () => {
    const { failed, output } = lintPlanted({
      'src/shared/ui/planted-violation.ts': "import { theme } from '../theme/tokens';\nexport const planted = theme;\n",
    });
    expect(failed).toBe(true);
    expect(output).toContain('useImportExtensions');
  });

  it('passes a file that keeps every rule (the check is not simply always failing)', () => {
    const { failed, output } = lintPlanted({
      'blocks/banner/planted-violation.tsx':
        "import { Container } from '../../src/shared/ui/container.ts';\nexport const planted = Container;\n",
    });
    expect(output).not.toContain('noRestrictedImports');
    expect(failed).toBe(false);
  });
});
