// The console's exports (issue 10's orders, issue 21's gift-card liability) need the staff token,
// which a plain link cannot send: each is fetched with the bearer header like every console call,
// then handed to the browser as a file.

/**
 * A CSV answer as a file. The client reads the body as text (it is not JSON), which drops the
 * byte-order mark the server sends, so it is put back: without it spreadsheets misread the non-ASCII
 * in names.
 */
export const csvBlob = (text: string): Blob => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });

/** Saves a file the page holds, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
