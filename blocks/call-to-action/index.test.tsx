import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CallToActionBlock } from '../../content/types.ts';
import { renderBlock } from '../../tests/helpers/render-block.tsx';
import CallToAction from './index.tsx';
import example from './example.json';

it('shows the invitation as an h2 with its button', () => {
  renderBlock(<CallToAction {...(example as CallToActionBlock)} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Be Part of Our Story' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Join Us' }).getAttribute('href')).toBe('/JoinUs');
});

it('renders every button it is given', () => {
  renderBlock(
    <CallToAction
      type="call-to-action"
      heading="Join Our Mission"
      buttons={[
        { label: 'Get Involved', href: '/JoinUs' },
        { label: 'Contact Us', href: '/ContactPage' },
      ]}
    />,
  );
  expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Get Involved', 'Contact Us']);
});
