/**
 * npm run types:generate      writes src/shared/generated/content-types.ts from schema/
 * npm run types:check         fails when the committed file differs from a fresh one
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { readSchemas, schemaDir } from './lib/pages-validation/schema-validator.ts';

const target = fileURLToPath(new URL('../src/shared/generated/content-types.ts', import.meta.url));
const banner = `/* GENERATED FILE - do not edit by hand.
 * Made by \`npm run types:generate\` from the JSON Schemas in schema/; edit those and run it again. */`;

export async function generateTypes(): Promise<string> {
  const root = readSchemas().find((schema) => schema.$id === 'pages.schema.json');
  if (!root) throw new Error('schema/pages.schema.json is missing');
  return compile(root as never, 'PagesFile', {
    cwd: schemaDir,
    bannerComment: banner,
    declareExternallyReferenced: true,
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
}

async function main(check: boolean): Promise<number> {
  const fresh = await generateTypes();
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {
      /* missing counts as different */
    }
    if (committed !== fresh) {
      console.error('src/shared/generated/content-types.ts is out of date with schema/. Run: npm run types:generate');
      return 1;
    }
    console.log('src/shared/generated/content-types.ts matches schema/.');
    return 0;
  }
  writeFileSync(target, fresh);
  console.log('Wrote src/shared/generated/content-types.ts');
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
