const names = new Intl.ListFormat('en-AU', { style: 'long', type: 'conjunction' });

/** Names as a sentence says them: 'Peroni', 'Peroni and House Red', 'Peroni, House Red and Aperol Spritz'. */
export const namesList = (list: readonly string[]): string => names.format(list);

/** A phrase that can open a sentence, set inside one: 'No longer on the menu' → 'Calzone (no longer on the menu)'. */
export const midSentence = (phrase: string): string => phrase.charAt(0).toLowerCase() + phrase.slice(1);
