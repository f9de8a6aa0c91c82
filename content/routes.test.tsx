import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../tests/helpers/repository-renderers.ts';
import { readPages } from '../tests/helpers/read-pages.ts';
import { buildRoutes, createResolver, normalisePath } from './routes.ts';

const pages = readPages();
const resolve = createResolver(buildRoutes(pages));
const orgName = pages.site.organisation.name;

describe('route table', () => {
  it.each([
    ['/', '/'],
    ['/homepage', '/'],
    ['/home', '/'],
    ['/HOME/', '/'],
    ['/history', '/history'],
    ['/new', '/history'],
    ['/New', '/history'],
    ['/new/', '/history'],
    ['/privacypolicy', '/PrivacyPolicy'],
    ['/PrivacyPolicy/', '/PrivacyPolicy'],
  ])('%s opens the page %s', (address, path) => {
    expect(resolve(address)).toEqual({ route: expect.objectContaining({ path }), unknown: false });
  });

  it('an unknown address gets the home page, marked unknown', () => {
    expect(resolve('/no-such-page')).toEqual({ route: expect.objectContaining({ path: '/' }), unknown: true });
  });

  it('titles follow the spec: the page title where pages.json gives one, else the organisation name', () => {
    expect(resolve('/privacypolicy').route.title).toBe('Privacy Policy');
    expect(resolve('/history').route.title).toBe(orgName);
    expect(resolve('/').route.title).toBe(orgName);
  });

  it('normalises query strings and hashes away', () => {
    expect(normalisePath('/History/?a=1#x')).toBe('/history');
  });
});

describe('the site at an address, as the server renders it', () => {
  /** The address's page from the server's renderer: its head, and its body put into the document. */
  const at = async (address: string) => {
    const page = await renderPage(address);
    document.body.innerHTML = page.appHtml;
    return page.head;
  };

  it('/new shows the history page with the organisation name as title', async () => {
    const head = await at('/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Our History' })).toBeTruthy();
    expect(head.title).toBe(orgName);
    expect(head.canonical).toBe('https://www.example.org/history');
    expect(head.robots).toBeUndefined();
  });

  it('an unknown address shows the home page with noindex and a canonical link to home', async () => {
    const head = await at('/does-not-exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Turning Compassion into Action' })).toBeTruthy();
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe('https://www.example.org/');
  });

  it('/PrivacyPolicy gets its own title and the header and footer', async () => {
    const head = await at('/PrivacyPolicy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(head.title).toBe('Privacy Policy');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/landing shows without header and footer', async () => {
    await at('/landing');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('each address is a page of its own: its title, heading and robots tag', async () => {
    expect((await at('/nowhere')).robots).toBe('noindex, follow');
    const head = await at('/PrivacyPolicy');
    expect(head.title).toBe('Privacy Policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(head.robots).toBeUndefined();
  });
});
