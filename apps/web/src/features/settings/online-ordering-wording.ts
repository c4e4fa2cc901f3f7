// The online-ordering-off wording (spec §2, §4), shared by the notice dialog and by the pages that
// cannot take an order meanwhile (issue 9: checkout says ordering is paused instead of failing at the end).

export const ONLINE_ORDERING_OFF_TITLE = 'Online ordering is unavailable';
export const ONLINE_ORDERING_OFF_TEXT = 'This outlet is not taking online orders right now. You can still browse the menu.';
