import { OTP_LENGTH } from '@crust/contract/account-rules';
import { TextField } from '@/components/ui/text-field';
import { normaliseCode } from '../field-checks';

/** One field for the emailed code: the phone's keyboard offers it (one-time-code), and a pasted '123 456' works. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | null }) {
  return (
    <TextField
      label="Code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      value={value}
      onChange={(typed) => onChange(normaliseCode(typed))}
      error={error}
      hint={`The ${OTP_LENGTH}-digit code we emailed you. It works for 10 minutes.`}
      required
    />
  );
}
