import type { ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import { formatCents } from '@crust/contract/prices';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { SelectField } from '@/components/ui/select-field';
import { messageOf } from '@/lib/use-submit';
import { useCreateModifierGroup } from '../api/choices-api';
import { moveItem } from '../move-item';
import { NewGroupForm } from './new-group-form';
import { MoveButtons } from './reorder-controls';

type ModifierGroupsFieldProps = {
  groups: ConsoleModifierGroup[];
  /** The groups the product offers, in the order diners see them. */
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
};

const summaryOf = (group: Pick<ConsoleModifierGroup, 'min_choices' | 'max_choices' | 'modifiers'>) =>
  `choose ${group.min_choices}–${group.max_choices}: ${group.modifiers.map((modifier) => `${modifier.name} ${formatCents(modifier.online_price)}`).join(', ')}`;

/** The shared modifier groups a product offers, in order; a new group can be made here and is offered at once. */
export function ModifierGroupsField({ groups, value, onChange, error }: ModifierGroupsFieldProps) {
  const errorId = useId();
  const [adding, setAdding] = useState('');
  const [creating, setCreating] = useState(false);
  const create = useCreateModifierGroup();
  // A group just made shows by its number until the list is read again.
  const chosen = value.map((id) => groups.find((group) => group.id === id) ?? { id, name: `Group ${id}`, min_choices: 0, max_choices: 0, modifiers: [] });
  const others = groups.filter((group) => !value.includes(group.id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3 rounded-lg border border-black/10 p-3">
      <legend className="px-1 font-semibold">Modifier groups</legend>
      {chosen.length === 0 && <p className="text-sm text-text/75">No modifier groups: the product is ordered as it is.</p>}
      <ol aria-label="Modifier groups offered" className="flex flex-col divide-y divide-black/5">
        {chosen.map((group, index) => (
          <li key={group.id} className="flex flex-wrap items-center gap-2 py-1">
            <span className="min-w-48 flex-1">
              <span className="font-medium">{group.name}</span> <span className="text-sm text-text/75">({summaryOf(group)})</span>
            </span>
            <MoveButtons name={group.name} index={index} count={chosen.length} onMove={(from, to) => onChange(moveItem(value, from, to))} />
            <Button
              variant="secondary"
              onClick={() => onChange(value.filter((id) => id !== group.id))}
              aria-label={`Remove ${group.name}`}
              className="min-h-11"
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Add a modifier group"
            value={adding}
            options={[{ value: '', label: 'Choose a group' }, ...others.map((group) => ({ value: String(group.id), label: group.name }))]}
            onChange={setAdding}
            className="min-w-60"
          />
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              onChange([...value, Number(adding)]);
              setAdding('');
            }}
            className="min-h-12"
          >
            Add group
          </Button>
        </div>
      )}
      {creating ? (
        <NewGroupForm
          busy={create.isPending}
          error={create.isError ? messageOf(create.error) : null}
          onCreate={(group) =>
            create.mutate(group, {
              onSuccess: (made) => {
                onChange([...value, made.id]);
                setCreating(false);
              },
            })
          }
          onCancel={() => {
            create.reset();
            setCreating(false);
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setCreating(true)} className="min-h-11 self-start">
          New modifier group
        </Button>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
