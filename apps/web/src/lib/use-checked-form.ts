import { useState, type FormEvent } from 'react';

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** What a form's check makes of its values: the request to send, or a message for each field that is not right. */
export type Checked<Values, Request> = { request: Request } | { errors: FieldErrors<Values> };

/**
 * A form's values and the messages under its fields: submitting checks the values, shows what is not
 * right and hands on only a request that passed (the server checks again).
 */
export function useCheckedForm<Values, Request>(initial: Values, check: (values: Values) => Checked<Values, Request>, onSave: (request: Request) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    setErrors('errors' in checked ? checked.errors : {});
    if ('request' in checked) onSave(checked.request);
  };
  return { values, errors, set, onSubmit };
}
