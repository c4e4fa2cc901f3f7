import { describe, expect, it } from 'vitest';
import { allergensSentence, tagLabel, unavailableReason } from './product-words';

describe('tagLabel', () => {
  it.each([
    ['vegan', 'Vegan'],
    ['gluten-free-option', 'Gluten-free option'],
    ['dairy-free', 'Dairy-free'],
    ['contains-nuts', 'Contains nuts'],
    ['tree-nuts', 'Tree nuts'],
  ])('reads %s as %s', (tag, label) => {
    expect(tagLabel(tag)).toBe(label);
  });
});

describe('allergensSentence', () => {
  it('names the allergens in plain words, and nothing for none', () => {
    expect(allergensSentence(['gluten', 'milk', 'tree-nuts'])).toBe('Contains: Gluten, Milk, Tree nuts');
    expect(allergensSentence([])).toBeNull();
  });
});

describe('unavailableReason (issue 19 dayparts)', () => {
  it('says when a product outside its daypart is next available, or that it is not now', () => {
    expect(unavailableReason({ available: false, available_from: '11:00' })).toBe('Available from 11:00');
    expect(unavailableReason({ available: false, available_from: null })).toBe('Not available now');
    expect(unavailableReason({ available: true, available_from: null })).toBeNull();
    expect(unavailableReason({})).toBeNull();
  });
});
