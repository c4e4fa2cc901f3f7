import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@crust/contract/account-rules';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useInviteStaff } from '../api/staff-api';
import { OutletChoices, type StaffOutlet } from './outlet-choices';
import { RoleSelect } from './role-select';

type Errors = { email?: string | null; name?: string | null; outlets?: string | null };

/** Invites a person by email: they get a link to set their password (72 hours), then sign in. */
export function InviteForm({ outlets }: { outlets: StaffOutlet[] }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRoleName>('crew');
  const [outletIds, setOutletIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const invite = useInviteStaff();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      email: EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid email address.',
      name: name.trim() ? null : 'Enter their name.',
      // An owner works everywhere; anyone else needs somewhere to work.
      outlets: role === 'owner' || outletIds.length > 0 ? null : 'Choose at least one outlet.',
    };
    setErrors(found);
    if (found.email || found.name || found.outlets) return;
    invite.mutate(
      { email: email.trim(), name: name.trim(), role, outlet_ids: role === 'owner' ? [] : outletIds },
      {
        onSuccess: (person) => {
          notify({ title: `Invitation sent to ${person.email}`, kind: 'success' });
          setEmail('');
          setName('');
          setOutletIds([]);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="invite-title" className="flex max-w-md flex-col gap-3 rounded-lg border border-black/10 p-4">
      <h2 id="invite-title" className="text-lg font-bold">
        Invite someone
      </h2>
      <TextField label="Email" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} required />
      <TextField label="Name" autoComplete="off" value={name} onChange={setName} error={errors.name} required />
      <RoleSelect label="Role" value={role} onChange={setRole} />
      {role !== 'owner' && <OutletChoices legend="Works at" outlets={outlets} chosen={outletIds} onChange={setOutletIds} />}
      <FieldError error={errors.outlets} />
      {invite.isError && <FormAlert>{messageOf(invite.error)}</FormAlert>}
      <Button type="submit" disabled={invite.isPending} className="self-start">
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}
