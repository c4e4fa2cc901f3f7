import { Button } from './button';
import { FormAlert } from './form-alert';

export const STALE_MESSAGE = 'Someone else saved this. Reload to see their changes.';

/** A save refused with 409 stale_version: the words, and a Reload that reads what the other person saved. */
export function StaleNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FormAlert>{STALE_MESSAGE}</FormAlert>
      <Button variant="secondary" onClick={onReload} className="min-h-11">
        Reload
      </Button>
    </div>
  );
}
