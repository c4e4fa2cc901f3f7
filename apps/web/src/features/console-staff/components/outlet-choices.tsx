export type StaffOutlet = { id: number; name: string };

/** The outlets a crew member or manager may work at, as checkboxes. */
export function OutletChoices({
  legend,
  outlets,
  chosen,
  onChange,
  disabled = false,
}: {
  legend: string;
  outlets: StaffOutlet[];
  chosen: readonly number[];
  onChange: (outletIds: number[]) => void;
  disabled?: boolean;
}) {
  const toggle = (outletId: number, on: boolean) => onChange(on ? [...chosen, outletId] : chosen.filter((id) => id !== outletId));
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      {outlets.map((outlet) => (
        <label key={outlet.id} className="flex min-h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={chosen.includes(outlet.id)}
            onChange={(event) => toggle(outlet.id, event.target.checked)}
          />
          {outlet.name}
        </label>
      ))}
    </fieldset>
  );
}
