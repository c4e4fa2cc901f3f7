const names = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' });

/** Names as a sentence says them: 'Peroni', 'Peroni and House Red', 'Peroni, House Red and Aperol Spritz'. */
export const namesList = (list: readonly string[]): string => names.format(list);
