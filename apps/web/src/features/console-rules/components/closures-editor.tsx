import { addClosureRequestSchema, type AddClosureRequest, type OutletRules } from '@crust/contract/console-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { TextField } from '@/components/ui/text-field';
import { checkWithSchema } from '@/lib/schema-check';
import { messageOf } from '@/lib/use-submit';
import { dayIn, formatWallDay } from '@/lib/zoned-time';
import { useChangeRules } from '../api/rules-api';

/** '2026-12-25' as 'Fri 25 Dec 2026': a calendar date, not an instant, so no time zone moves it. */
const formatDate = (date: string) => formatWallDay(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

type ClosureFields = { date: string; reason: string };

/** Dates the outlet is closed (public holidays, a refit), from its today onwards. */
export function ClosuresEditor({ outletId, rules, canChange }: { outletId: number; rules: OutletRules; canChange: boolean }) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<ClosureFields>>({});
  const change = useChangeRules(outletId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWithSchema<ClosureFields, AddClosureRequest>(addClosureRequestSchema, reason.trim() ? { date, reason } : { date }, {
      date: () => 'Choose a date.',
    });
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return;
    const body = checked.request;
    change.mutate(
      { kind: 'add-closure', body },
      {
        onSuccess: () => {
          setDate('');
          setReason('');
          notify({ kind: 'success', title: `Closed on ${formatDate(body.date)}` });
        },
      },
    );
  };

  const reopen = (day: string) =>
    change.mutate(
      { kind: 'remove-closure', date: day },
      { onError: (error) => notify({ kind: 'error', title: `${formatDate(day)} is still closed`, message: messageOf(error) }) },
    );

  return (
    <div className="flex flex-col gap-4">
      {rules.closures.length === 0 ? (
        <p className="text-text/75">No closed dates ahead.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-black/10 rounded-lg border border-black/10">
          {rules.closures.map((closure) => (
            <li key={closure.date} className="flex min-h-14 flex-wrap items-center gap-3 px-3 py-2">
              <span className="font-semibold">{formatDate(closure.date)}</span>
              {closure.reason && <span className="text-text/75">{closure.reason}</span>}
              {canChange && (
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => reopen(closure.date)}
                  aria-label={`Reopen ${formatDate(closure.date)}`}
                  className="ml-auto min-h-12"
                >
                  Reopen
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <form noValidate onSubmit={onSubmit} aria-label="Close a date" className="flex flex-wrap items-end gap-3">
          {/* From the outlet's today, which is not the device's everywhere (issue 17). */}
          <TextField label="Date" type="date" name="date" value={date} onChange={setDate} error={errors.date} min={dayIn(rules.timezone)} required />
          <TextField label="Reason (optional)" name="reason" value={reason} onChange={setReason} error={errors.reason} className="min-w-60 flex-1" />
          <Button type="submit" disabled={change.isPending} className="min-h-12 text-base">
            Close this date
          </Button>
          <div className="basis-full">
            <FormAlert>{change.error && change.variables?.kind === 'add-closure' ? messageOf(change.error) : null}</FormAlert>
          </div>
        </form>
      )}
    </div>
  );
}
