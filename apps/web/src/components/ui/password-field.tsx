import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { autoComplete: 'current-password' | 'new-password' };

/** A password field with a show/hide toggle, so a diner on a phone can check what they typed. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={shown ? 'text' : 'password'} className="[&_input]:pr-20" />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        className="absolute right-1 top-7 rounded px-2 py-1.5 text-sm font-medium text-text/80 hover:bg-light"
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
