import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { IndiaMapBlock } from '../../content/types.ts';
import { renderBlock, serverMarkup } from '../../tests/helpers/render-block.tsx';
import { enhance } from './enhance.ts';
import IndiaMap from './index.tsx';
import example from './example.json';

const block = example as IndiaMapBlock;
const names = ['Uttar Pradesh', 'Haryana', 'Delhi', 'Maharashtra', 'Odisha', 'West Bengal', 'Telangana'];
const dot = (name: string) => screen.getByRole('button', { name });
/** What is seen and announced: role queries skip `hidden` tooltips. */
const tooltip = () => screen.queryByRole('tooltip')?.textContent ?? null;
const markedState = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-active'))
    .map((item) => item.textContent);

it('puts a named dot for each of the seven states at its percent position, and lists the states', () => {
  renderBlock(<IndiaMap {...block} />);
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(names);
  expect(dot('Telangana').style.left).toBe('37.2%');
  expect(dot('Telangana').style.top).toBe('65.9%');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(names);
  expect(screen.getByRole('img', { name: /Map of India/ })).toBeTruthy();
  expect(screen.getByText(/CC BY 4\.0/)).toBeTruthy();
});

it('shows the state name on hover, marks the state in the list, and clears both when the pointer leaves', () => {
  renderBlock(<IndiaMap {...block} />);
  expect(tooltip()).toBeNull();
  fireEvent.mouseOver(dot('Odisha'));
  expect(tooltip()).toBe('Odisha');
  expect(markedState()).toEqual(['Odisha']);
  fireEvent.mouseOut(dot('Odisha'), { relatedTarget: dot('Delhi') });
  fireEvent.mouseOver(dot('Delhi'));
  expect(tooltip()).toBe('Delhi');
  fireEvent.mouseOut(dot('Delhi'), { relatedTarget: document.body });
  expect(tooltip()).toBeNull();
  expect(markedState()).toEqual([]);
});

it('by keyboard: Tab to a dot shows its name, Tab on moves it to the next, Escape hides it', async () => {
  const user = userEvent.setup();
  renderBlock(<IndiaMap {...block} />);
  await user.tab();
  expect(document.activeElement).toBe(dot('Uttar Pradesh'));
  expect(tooltip()).toBe('Uttar Pradesh');
  await user.tab();
  expect(tooltip()).toBe('Haryana');
  expect(markedState()).toEqual(['Haryana']);
  await user.keyboard('{Escape}');
  expect(tooltip()).toBeNull();
  expect(markedState()).toEqual([]);
  await user.tab({ shift: true });
  expect(tooltip()).toBe('Uttar Pradesh');
  (document.activeElement as HTMLElement).blur();
  expect(tooltip()).toBeNull();
});

it('a tap shows the name too', () => {
  renderBlock(<IndiaMap {...block} />);
  fireEvent.click(dot('West Bengal'));
  expect(tooltip()).toBe('West Bengal');
});

it('the server HTML names every dot and hides every tooltip; its enhancer alone (no React) shows them', () => {
  const html = serverMarkup(<IndiaMap {...block} />);
  document.body.append(html);
  expect(within(html).queryAllByRole('tooltip')).toHaveLength(0);
  expect(html.querySelectorAll('[role=tooltip][hidden]')).toHaveLength(names.length);
  const undo = enhance(html.querySelector<HTMLElement>('[data-enhance="india-map"]')!);
  fireEvent.click(within(html).getByRole('button', { name: 'Delhi' }));
  expect(within(html).getByRole('tooltip').textContent).toBe('Delhi');
  undo();
  html.remove();
});
