import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { buildRoutes, createResolver, normalisePath } from './routes.ts';
import { readPages, renderSite } from '../tests/helpers/render-site.tsx';

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

describe('the site at an address', () => {
  it('/new shows the history page with the organisation name as title', async () => {
    renderSite('/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our History' })).toBeTruthy();
    expect(document.title).toBe(orgName);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://www.example.org/history');
    expect(document.querySelector('meta[name=robots]')).toBeNull();
  });

  it('an unknown address shows the home page with noindex and a canonical link to home', async () => {
    renderSite('/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Turning Compassion into Action' })).toBeTruthy();
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://www.example.org/');
  });

  it('/PrivacyPolicy gets its own title and the header and footer', async () => {
    renderSite('/PrivacyPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.title).toBe('Privacy Policy');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/landing shows without header and footer', async () => {
    renderSite('/landing');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('navigating changes the page, the title and the robots tag', async () => {
    const { navigate } = renderSite('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Turning Compassion into Action' });
    act(() => navigate('/PrivacyPolicy'));
    await waitFor(() => expect(document.title).toBe('Privacy Policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.querySelector('meta[name=robots]')).toBeNull();
  });
});
