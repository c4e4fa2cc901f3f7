import { describe, expect, it } from 'vitest';
import { sectionBeingRead } from './use-scroll-spy';

// Issue 18, seen on a 390×844 phone: the deals' last cards above, the pizzas filling the screen.
const sections = [
  { id: 'deals', top: -400 },
  { id: 'pizzas', top: 270 },
  { id: 'sides', top: 1900 },
];
const reading = { readingLine: 844 * 0.4, isAtBottom: false };

describe('sectionBeingRead', () => {
  it('is the section filling the screen, not the tail of the one above it', () => {
    expect(sectionBeingRead(sections, reading)).toBe('pizzas');
  });

  it('is the first section before any reaches the reading line', () => {
    expect(
      sectionBeingRead(
        [
          { id: 'deals', top: 500 },
          { id: 'pizzas', top: 1200 },
        ],
        reading,
      ),
    ).toBe('deals');
  });

  it('is the last section at the foot of the page, however short', () => {
    expect(sectionBeingRead(sections, { ...reading, isAtBottom: true })).toBe('sides');
  });
});
