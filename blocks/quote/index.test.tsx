import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { QuoteBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import Quote from './index.tsx';
import example from './example.json';

it('shows the quote with the name and role of who said it', () => {
  const { container } = renderBlock(<Quote {...(example as QuoteBlock)} />);
  expect(container.querySelector('blockquote')?.textContent).toBe(example.quote);
  expect(container.querySelector('figcaption')?.textContent).toBe('The Founder-ChairmanChairman & Managing Trustee');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('a bare quote has no caption', () => {
  const { container } = renderBlock(<Quote type="quote" quote="Words." heading="In their words" />);
  expect(container.querySelector('figcaption')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'In their words' })).toBeTruthy();
});
