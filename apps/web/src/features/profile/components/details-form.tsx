import { useCallback, useState, type FormEvent } from 'react';
import { PHONE_PATTERN } from '@crust/contract/account-rules';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { TextField } from '@/components/ui/text-field';
import type { User } from '@/lib/identity-store';
import { useIdentityStore } from '@/lib/identity-store';
import { useSubmit } from '@/lib/use-submit';
import { updateMe } from '../api/profile-api';

/** Name and phone; the email is the login and shown as it is. */
export function DetailsForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone_no);
  const [errors, setErrors] = useState<{ name?: string | null; phone?: string | null }>({});
  const { submit, busy, error } = useSubmit(
    useCallback(async () => {
      useIdentityStore.getState().setUser(await updateMe({ name: name.trim(), phone_no: phone.trim() }));
      notify({ title: 'Details saved', kind: 'success' });
    }, [name, phone]),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() ? null : 'Enter your name.', phone: PHONE_PATTERN.test(phone.trim()) ? null : 'Enter a phone number of 8 to 15 digits.' };
    setErrors(found);
    if (!found.name && !found.phone) void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-sm">
        Email: <strong>{user.email}</strong>
      </p>
      <TextField label="Name" name="name" autoComplete="name" value={name} onChange={setName} error={errors.name} required />
      <TextField label="Phone" type="tel" name="phone" autoComplete="tel" value={phone} onChange={setPhone} error={errors.phone} required />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}
