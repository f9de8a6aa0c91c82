import { describe, expect, it } from 'vitest';
import { languageOfPath, localisePath, pathWithoutLanguage } from './languages.ts';

describe('language prefixes', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/TE/JoinUs')).toBe('te');
    expect(languageOfPath('/hindi')).toBe('en');
    expect(languageOfPath('/en/history')).toBe('en');
  });

  it('strips and adds the prefix, keeping the query and the anchor', () => {
    expect(pathWithoutLanguage('/hi/history')).toBe('/history');
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathWithoutLanguage('/te/?sent')).toBe('/?sent');
    expect(localisePath('/history', 'hi')).toBe('/hi/history');
    expect(localisePath('/', 'te')).toBe('/te/');
    expect(localisePath('/JoinUs#form', 'te')).toBe('/te/JoinUs#form');
    expect(localisePath('/hi/history', 'te')).toBe('/te/history');
    expect(localisePath('/hi/history', 'en')).toBe('/history');
  });
});
