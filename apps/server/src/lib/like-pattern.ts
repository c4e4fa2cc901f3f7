/** A LIKE pattern matching text that contains `search` as typed (its % and _ are not wildcards). */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
