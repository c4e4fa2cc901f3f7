import { Button } from './button';
import { FormAlert } from './form-alert';

export const STALE_MESSAGE = 'Someone else saved this. Reload to see their changes.';

/** A save refused with 409 stale_version: the words (an editor may name what was saved), and a Reload that reads what the other person saved. */
export function StaleNotice({ onReload, message = STALE_MESSAGE }: { onReload: () => void; message?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" onClick={onReload} className="min-h-11">
        Reload
      </Button>
    </div>
  );
}
