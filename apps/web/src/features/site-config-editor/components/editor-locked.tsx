import type { CurrentSiteConfig } from '@crust/contract/console-site-config';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { useSaveSiteConfig } from '../api/site-config-api';
import { withEditorOn } from '../site-config-draft';

/** Spec §3: with `general.showConfigEditor` off the editor is not shown; the one save allowed turns it back on. */
export function EditorLocked({ outletId, current }: { outletId: number; current: CurrentSiteConfig }) {
  const save = useSaveSiteConfig(outletId);
  return (
    <div className="flex max-w-xl flex-col gap-3 rounded-lg border border-black/10 p-4">
      <h2 className="text-lg font-bold">The editor is turned off</h2>
      <p>
        This outlet’s site configuration has “Show the site configuration editor” off, so its settings cannot be changed here. Turning the editor back on
        changes nothing else on the storefront.
      </p>
      {save.isError && <FormAlert>{messageOf(save.error)}</FormAlert>}
      <Button className="self-start" disabled={save.isPending} onClick={() => save.mutate({ config: withEditorOn(current.config), version: current.version })}>
        {save.isPending ? 'Turning on…' : 'Turn the editor back on'}
      </Button>
    </div>
  );
}
