import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { starKinds, Stars } from './stars.tsx';

describe('star display rule (spec section 2)', () => {
  it('fills the integer part, adds a half star at a fraction of 0.5 or more, empties the rest up to 5', () => {
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starKinds(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starKinds(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
  it('keeps out-of-range and missing values within 0–5', () => {
    expect(starKinds(7)).toEqual(Array(5).fill('full'));
    expect(starKinds(-1)).toEqual(Array(5).fill('empty'));
    expect(starKinds(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
  it('renders five icons with an accessible label', () => {
    const { container } = render(<Stars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rating 4,5 dari 5' })).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-star]')].map((el) => el.getAttribute('data-star'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
  });
});
