import { useId, useState, type FormEvent } from 'react';
import { AU_STATES, POSTCODE_PATTERN } from '@crust/contract/account-rules';
import type { Address } from '@crust/contract/addresses';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass, TextField } from '@/components/ui/text-field';
import type { AddressInput } from '../api/profile-api';

type Values = Omit<AddressInput, 'formattedAddress'>;
const EMPTY: Values = { label: '', street: '', suburb: '', city: '', state: 'NSW', postcode: '', instructions: '', is_default: false };

/** '12 Crown St, Surry Hills NSW 2010': how the address reads on a ticket and in checkout. */
export const formatAddress = ({ street, suburb, state, postcode }: Pick<Values, 'street' | 'suburb' | 'state' | 'postcode'>) =>
  `${street.trim()}, ${suburb.trim()} ${state} ${postcode.trim()}`;

type AddressFormProps = {
  initial?: Address;
  busy: boolean;
  error: string | null;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
};

/** Adds or edits a saved address; every field labelled, errors by their field. */
export function AddressForm({ initial, busy, error, onSave, onCancel }: AddressFormProps) {
  // Only the fields the form edits: the id and the default flag are not the form's to send.
  const [values, setValues] = useState<Values>(() => {
    if (!initial) return EMPTY;
    const { label, street, suburb, city, state, postcode, instructions } = initial;
    return { label, street, suburb, city, state, postcode, instructions };
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string | null>>>({});
  const stateId = useId();
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      street: values.street.trim() ? null : 'Enter the street and number.',
      suburb: values.suburb.trim() ? null : 'Enter the suburb.',
      city: values.city.trim() ? null : 'Enter the city.',
      postcode: POSTCODE_PATTERN.test(values.postcode.trim()) ? null : 'An Australian postcode is 4 digits.',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSave({ ...values, formattedAddress: formatAddress(values) });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={initial ? 'Edit address' : 'New address'}
      className="flex max-w-md flex-col gap-4 rounded-xl border border-black/10 p-4"
    >
      <TextField label="Label (optional)" name="label" value={values.label} onChange={set('label')} placeholder="Home, Work…" maxLength={40} />
      <TextField
        label="Street address"
        name="street"
        autoComplete="address-line1"
        value={values.street}
        onChange={set('street')}
        error={errors.street}
        required
      />
      <TextField label="Suburb" name="suburb" autoComplete="address-level3" value={values.suburb} onChange={set('suburb')} error={errors.suburb} required />
      <TextField label="City" name="city" autoComplete="address-level2" value={values.city} onChange={set('city')} error={errors.city} required />
      <div className="flex gap-4">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={stateId} className="text-sm font-medium">
            State
          </label>
          <select
            id={stateId}
            name="state"
            autoComplete="address-level1"
            value={values.state}
            onChange={(event) => set('state')(event.target.value)}
            className={fieldClass}
          >
            {AU_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </div>
        <TextField
          label="Postcode"
          name="postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          value={values.postcode}
          onChange={set('postcode')}
          error={errors.postcode}
          className="flex-1"
          required
        />
      </div>
      <TextField label="Delivery instructions (optional)" name="instructions" value={values.instructions} onChange={set('instructions')} maxLength={300} />
      {!initial?.is_default && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.is_default ?? false}
            onChange={(event) => setValues((current) => ({ ...current, is_default: event.target.checked }))}
          />
          Use as my default address
        </label>
      )}
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save address'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
