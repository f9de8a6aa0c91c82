import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver that tests drive by hand: `scrollIntoView(0.6)`, `scrollOut()`. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve(element: Element) {
    this.elements = this.elements.filter((candidate) => candidate !== element);
  }
  disconnect() {
    this.elements = [];
  }
  takeRecords() {
    return [];
  }
}

function report(ratio: number) {
  act(() => {
    for (const observer of FakeObserver.all) {
      for (const target of observer.elements) {
        const entry = {
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          rootBounds: null,
          boundingClientRect: target.getBoundingClientRect(),
          intersectionRect: target.getBoundingClientRect(),
          time: 0,
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  });
}

/** Installs the fake for the current test; undo with vi.unstubAllGlobals(). */
export function mockIntersectionObserver() {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Every observed element reports that `ratio` of it is visible (default: all of it). */
    scrollIntoView: (ratio = 1) => report(ratio),
    /** Every observed element reports that it has left the screen. */
    scrollOut: () => report(0),
    /** How many elements are still watched. */
    watched: () => FakeObserver.all.reduce((sum, observer) => sum + observer.elements.length, 0),
  };
}

/** Makes matchMedia answer that the visitor asked for reduced motion. */
export function mockReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
