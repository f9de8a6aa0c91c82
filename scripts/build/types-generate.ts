/**
 * npm run types:generate      writes the generated files: content/generated/content-types.ts from
 *                             schema/, and schema/api/generated/ (payload types and compiled validators)
 *                             from schema/api/*.schema.json
 * npm run types:check         fails when a committed file differs from a fresh one, or one is left over
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { generateApiFiles, type GeneratedFile } from '../lib/api-contract-generate.ts';
import { writeTypeNamedSchemas } from '../lib/type-name-schemas.ts';

// Paths are from the repository root, wherever the command is started.
const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => join(root, path);
const pageTypesPath = 'content/generated/content-types.ts';
const apiOutDir = 'schema/api/generated';
const banner = `/* GENERATED FILE - do not edit by hand.
 * Made by \`npm run types:generate\` from the JSON Schemas in schema/; edit those and run it again. */`;

export async function generateTypes(): Promise<string> {
  // Types are named by `x-type-name`, not by the titles written for volunteers (lib/type-name-schemas.ts).
  const dir = writeTypeNamedSchemas();
  try {
    const root = JSON.parse(readFileSync(join(dir, 'pages.schema.json'), 'utf8'));
    return await compile(root, 'PagesFile', {
      cwd: dir,
      bannerComment: banner,
      declareExternallyReferenced: true,
      additionalProperties: false,
      unreachableDefinitions: false,
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const readOrEmpty = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // missing counts as different
  }
};

/** Files in schema/api/generated that no schema makes any more (a schema was removed or renamed). */
const leftOver = (files: GeneratedFile[]) =>
  readdirSync(at(apiOutDir))
    .map((name) => join(apiOutDir, name))
    .filter((path) => !files.some((file) => file.path === path));

async function main(check: boolean): Promise<number> {
  const files = [{ path: pageTypesPath, content: await generateTypes() }, ...(await generateApiFiles())];
  mkdirSync(at(apiOutDir), { recursive: true });
  if (check) {
    const stale = files.filter((file) => readOrEmpty(at(file.path)) !== file.content).map((file) => file.path);
    stale.push(...leftOver(files));
    for (const path of stale) console.error(`${path} is out of date with its schemas. Run: npm run types:generate`);
    if (stale.length === 0) console.log(`${files.length} generated files match schema/.`);
    return stale.length ? 1 : 0;
  }
  for (const file of files) {
    mkdirSync(dirname(at(file.path)), { recursive: true });
    writeFileSync(at(file.path), file.content);
  }
  for (const path of leftOver(files)) rmSync(at(path));
  console.log(`Wrote ${files.map((file) => file.path).join(', ')}`);
  return 0;
}

main(process.argv.includes('--check')).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
