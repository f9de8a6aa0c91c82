import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TabsBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import Tabs from './index.tsx';
import example from './example.json';

const block = example as TabsBlock;
const tab = (name: string) => screen.getByRole('tab', { name });

it('starts on the first tab (Social Action) with its acronym, title and two paragraphs', () => {
  renderBlock(<Tabs {...block} />);
  expect(tab('Social Action').getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab('Social Action').id);
  expect(panel.textContent).toContain('CSAA');
  expect(screen.getByRole('heading', { level: 3, name: 'Centre for Social Awareness & Action' })).toBeTruthy();
  expect(panel.querySelectorAll('p')).toHaveLength(3);
});

it('a click shows another tab', () => {
  renderBlock(<Tabs {...block} />);
  fireEvent.click(tab('Civil Administration'));
  expect(screen.getByRole('heading', { level: 3, name: 'Centre for Civil Administration & Engagement' })).toBeTruthy();
  expect(tab('Social Action').getAttribute('aria-selected')).toBe('false');
});

it('arrow keys, Home and End move focus and selection, wrapping; only the selected tab is a tab stop', () => {
  renderBlock(<Tabs {...block} />);
  expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  fireEvent.keyDown(tab('Social Action'), { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(tab('Civil Administration'));
  expect(tab('Civil Administration').getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('Social Action'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(screen.getByRole('heading', { level: 3, name: 'Centre for Social Impact & Innovation' })).toBeTruthy();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(tab('Social Action'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('Social Innovation'));
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(document.activeElement).toBe(tab('Social Action'));
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(document.activeElement).toBe(tab('Civil Administration'));
  expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
});

it('can start on another tab', () => {
  renderBlock(<Tabs {...block} initial={2} />);
  expect(tab('Social Innovation').getAttribute('aria-selected')).toBe('true');
});
