/** The root of the menu editor's queries: a change to one part reads the parts it touches again. */
export const menuKey = ['console', 'menu'] as const;
