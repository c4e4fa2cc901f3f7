import { useId, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';

/** Something a coupon can name: a category or a product, by its tenant-wide id. */
export type Named = { id: number; name: string };

/** An outlet a coupon may apply at, with its IANA zone: a coupon's times are on its outlet's clock. */
export type ZonedOutlet = Named & { timezone: string };

/**
 * Checkboxes for the categories or products a coupon applies to. Ids the coupon already names but
 * the list lacks (offered at another outlet only) stay listed by number, so an edit keeps them.
 */
export function ChoiceList({
  legend,
  choices,
  chosen,
  onChange,
  error,
}: {
  legend: ReactNode;
  choices: Named[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const known = new Set(choices.map((choice) => choice.id));
  const all = [...choices, ...chosen.filter((id) => !known.has(id)).map((id) => ({ id, name: `#${id}` }))];
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((entry) => entry !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2 rounded-lg border border-black/10 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {all.length === 0 && <p className="text-sm text-text/75">Nothing to choose from: the outlet’s menu is empty or still loading.</p>}
      <div className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {all.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-light">
            <input type="checkbox" checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} className="size-5" />
            {choice.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
