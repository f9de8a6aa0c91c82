import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { IndiaMapBlock } from '../../src/shared/content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import IndiaMap from './index.tsx';
import example from './example.json';

const block = example as IndiaMapBlock;
const dot = (name: string) => screen.getByRole('button', { name });
const tooltip = () => screen.queryByRole('tooltip')?.textContent ?? null;

it('puts a named dot for each of the seven states at its percent position, and lists the states', () => {
  renderBlock(<IndiaMap {...block} />);
  const names = ['Uttar Pradesh', 'Haryana', 'Delhi', 'Maharashtra', 'Odisha', 'West Bengal', 'Telangana'];
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(names);
  expect(dot('Telangana').style.left).toBe('37.2%');
  expect(dot('Telangana').style.top).toBe('65.9%');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(names);
  expect(screen.getByRole('img', { name: /Map of India/ })).toBeTruthy();
  expect(screen.getByText(/CC BY 4\.0/)).toBeTruthy();
});

it('shows the state name on hover and clears it when the pointer leaves', () => {
  renderBlock(<IndiaMap {...block} />);
  expect(tooltip()).toBeNull();
  fireEvent.mouseEnter(dot('Odisha'));
  expect(tooltip()).toBe('Odisha');
  fireEvent.mouseEnter(dot('Delhi'));
  expect(tooltip()).toBe('Delhi');
  fireEvent.mouseLeave(dot('Delhi'));
  expect(tooltip()).toBeNull();
});

it('shows the state name on keyboard focus; blur and Escape hide it', () => {
  renderBlock(<IndiaMap {...block} />);
  fireEvent.focus(dot('Maharashtra'));
  expect(tooltip()).toBe('Maharashtra');
  fireEvent.keyDown(dot('Maharashtra'), { key: 'Escape' });
  expect(tooltip()).toBeNull();
  fireEvent.focus(dot('Haryana'));
  fireEvent.blur(dot('Haryana'));
  expect(tooltip()).toBeNull();
});

it('a tap shows the name too', () => {
  renderBlock(<IndiaMap {...block} />);
  fireEvent.click(dot('West Bengal'));
  expect(tooltip()).toBe('West Bengal');
});
