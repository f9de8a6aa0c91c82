import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { RichTextBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import RichText from './index.tsx';
import example from './example.json';

const block = example as RichTextBlock;

it('renders an h2 with its paragraphs and picture', () => {
  renderBlock(<RichText {...block} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Our History' })).toBeTruthy();
  expect(screen.getByText(/compassion matters most/)).toBeTruthy();
  expect(screen.getByRole('img', { name: /first programmes/ })).toBeTruthy();
});

it('renders an h1 with level 1, and buttons when given', () => {
  renderBlock(<RichText {...block} level={1} image={undefined} buttons={[{ label: 'Join Us', href: '/JoinUs' }]} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Our History' })).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('link', { name: 'Join Us' })).toBeTruthy();
});
