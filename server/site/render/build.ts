// What a build (dist/) offers the render core: the built page renderer (dist/server/entry-server.js), the
// client's manifest, the HTML template, each address's script preloads and the pictures' facts the build wrote
// beside the renderer, and the characters its Hindi and Telugu font cuts hold. The build writes these files
// (scripts/build/prerender.ts) before it renders its own pages with the core; a publish reads the same ones.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageContent, SiteData } from '../../../content/types.ts';
import type { RenderFormPage, ServedFormState } from '../../../schema/api/form-page.ts';
import type { Language, TranslatedLanguage } from '../../../schema/api/languages.ts';
import { type CoveredCharacters, readCoveredCharacters } from './added-fonts.ts';
import type { Manifest } from './chunk-preloads.ts';

export type RenderPage = (
  path: string,
  served?: ServedFormState,
) => Promise<{ head: unknown; appHtml: string; styleTags: string; resolved?: { unknown: boolean } }>;

/** What the built server entry offers the render core. */
export interface BuiltEntry {
  createPageRenderer(data: SiteData, loadPage: (id: string) => Promise<PageContent>, strings?: unknown): RenderPage;
  fillTemplate(template: string, page: unknown, site: SiteData['site'], preloads: string[]): string;
  uiStringsByLanguage?: Partial<Record<TranslatedLanguage, unknown>>;
  createFormPageRenderer?(
    renderers: Record<Language, RenderPage>,
    sites: Record<Language, SiteData['site']>,
  ): RenderFormPage;
}

export interface Build {
  /** dist/: client/ and server/. */
  dir: string;
  entry: BuiltEntry;
  manifest: Manifest;
  template: string;
  /** A picture's facts (size, resized copies) by its address, as the build wrote them. */
  pictureFacts: Map<string, Record<string, unknown>>;
  /** Each address's scripts to preload, as the build wrote them (dist/server/page-preloads.json). */
  preloads: Record<string, string[]>;
  /** The entry's own imports (the shell's script), for an address the build did not have. */
  shellPreloads: string[];
  /** Changes when the build does: part of a release's name. */
  stamp: string;
  /** The characters the build's Hindi and Telugu font cuts hold (undefined before the build cut them). */
  fontCharacters: CoveredCharacters;
}

/** The files the build writes beside its renderer for the render core. */
export const BUILD_FILES = {
  template: 'template.html',
  preloads: 'page-preloads.json',
  pictureFacts: 'picture-facts.json',
} as const;

const readJson = <T>(file: string, otherwise: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : otherwise;

/** The build in `dir` (<dist>/client and <dist>/server), or undefined when it has no renderer. */
export async function loadBuild(dir: string): Promise<Build | undefined> {
  const server = path.join(dir, 'server');
  const entryFile = path.join(server, 'entry-server.js');
  const manifestFile = path.join(dir, 'client', '.vite', 'manifest.json');
  const templateFile = path.join(server, BUILD_FILES.template);
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile) || !fs.existsSync(templateFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as BuiltEntry;
  if (typeof entry.fillTemplate !== 'function' || typeof entry.createPageRenderer !== 'function') return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes('<!--app-html-->')) return undefined;
  const facts = readJson<Record<string, Record<string, unknown>>>(path.join(server, BUILD_FILES.pictureFacts), {});
  const shellPreloads = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));
  const stamp = createHash('sha256').update(fs.readFileSync(entryFile)).update(JSON.stringify(manifest)).digest('hex');
  return {
    dir,
    entry,
    manifest,
    template,
    pictureFacts: new Map(Object.entries(facts)),
    preloads: readJson(path.join(server, BUILD_FILES.preloads), {}),
    shellPreloads,
    stamp: stamp.slice(0, 8),
    fontCharacters: readCoveredCharacters(dir),
  };
}
