import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { formatDateTime } from '@/lib/zoned-time';
import { useRestoreSiteConfig, useSiteConfigVersions } from '../api/site-config-api';

/** Every kept configuration, newest first (saved when, on the outlet's clock), each but the current one a click from being restored. */
export function VersionList({ outletId, currentVersion, timeZone }: { outletId: number; currentVersion: number; timeZone: string }) {
  const versions = useSiteConfigVersions(outletId);
  const restore = useRestoreSiteConfig(outletId);
  const restoreVersion = (version: number) =>
    restore.mutate(version, {
      onSuccess: ({ version: saved }) => notify({ title: `Version ${version} restored`, message: `It is now version ${saved}.`, kind: 'success' }),
    });

  return (
    <section aria-labelledby="versions-title" className="flex flex-col gap-2">
      <h2 id="versions-title" className="text-lg font-bold">
        Versions
      </h2>
      {restore.isError && <FormAlert>{messageOf(restore.error)}</FormAlert>}
      {versions.isPending ? (
        <p role="status">Loading versions…</p>
      ) : versions.isError ? (
        <FormAlert>{messageOf(versions.error)}</FormAlert>
      ) : (
        <ol className="flex flex-col divide-y divide-black/10 rounded-lg border border-black/10">
          {versions.data.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="font-semibold">Version {entry.version}</span>
              <span className="text-text/80">
                {entry.saved_by ?? 'Before the console'} · <time dateTime={entry.saved_at}>{formatDateTime(entry.saved_at, timeZone)}</time>
              </span>
              {entry.version === currentVersion ? (
                <span className="ml-auto rounded bg-light px-2 py-1 text-xs font-semibold text-dark">Current</span>
              ) : (
                <Button
                  variant="secondary"
                  className="ml-auto"
                  disabled={restore.isPending}
                  onClick={() => restoreVersion(entry.version)}
                  aria-label={`Restore version ${entry.version}`}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
