import type { CategoryFields } from '@crust/contract/console-categories';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormActions } from '@/components/ui/form-actions';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { categoryRequest, MENU_KINDS, type CategoryFormValues } from '../category-values';

type CategoryFormProps = {
  title: string;
  initial: CategoryFormValues;
  action: string;
  busy: boolean;
  /** The server's refusal (a 400, a 409). */
  error: string | null;
  onSave: (fields: CategoryFields) => void;
  onCancel: () => void;
};

/** A category's name, description, the menus it is on and whether it is hidden. */
export function CategoryForm({ title, initial, action, busy, error, onSave, onCancel }: CategoryFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(initial, categoryRequest, onSave);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-3 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <TextField label="Category name" value={values.name} onChange={set('name')} error={errors.name} />
      <TextField
        label="Description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        hint="Optional, under its name on the menu."
      />
      <CheckboxGroup legend="On the menus" options={MENU_KINDS} chosen={values.menus} onChange={set('menus')} />
      <Switch label="Hidden" detail="Off every menu; its products are kept." checked={values.hidden} onChange={set('hidden')} />
      <FormActions action={action} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
