/** Shown while a route chunk loads (spec §2: a full-screen spinner labelled 'Loading...'). */
export function FullScreenSpinner() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/90">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" />
      <span className="text-sm font-medium">Loading...</span>
    </div>
  );
}
