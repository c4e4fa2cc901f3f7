// The ids of the menu page's sections: the category bar, the scrollspy and links from other pages
// (the home page's categories grid) must agree on them.

export const DEALS_ANCHOR_ID = 'deals';

export const categoryAnchorId = (categoryId: number): string => `category-${categoryId}`;

/** A link into the full menu, scrolled to one category. */
export const categoryHref = (categoryId: number): string => `/menu#${categoryAnchorId(categoryId)}`;
