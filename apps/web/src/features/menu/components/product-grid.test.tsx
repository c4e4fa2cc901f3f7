import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { diavola, margherita, pepperoni } from '@/testing/menu-fixture';
import { ProductGrid } from './product-grid';

const photosOf = (eagerCount?: number) =>
  [
    ...render(
      <ProductGrid products={[margherita, pepperoni, diavola]} showUnit={false} onSelect={vi.fn()} eagerCount={eagerCount} />,
    ).container.querySelectorAll('img'),
  ].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);

// Issue 20: only the photos in view as the page opens load at once, and first; the rest wait until they near the screen.
describe('ProductGrid photos', () => {
  it('load lazily by default, as on the home page, whose shelves are below the hero', () => {
    expect(photosOf()).toEqual([
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('load the first eagerCount at once and with high priority (the menu’s first row)', () => {
    expect(photosOf(2)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });
});
