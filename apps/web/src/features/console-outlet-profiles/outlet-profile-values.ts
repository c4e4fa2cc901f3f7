import { outletProfileFieldsSchema, type OutletProfile, type OutletProfileFields } from '@crust/contract/console-outlet-profiles';
import type { Checked } from '@/lib/use-checked-form';

/** The profile form's fields as typed (a string each), with the uploaded photo's id (null for none). */
export type OutletFormValues = Record<Exclude<keyof OutletProfileFields, 'status' | 'image_id'>, string> & { status: '0' | '1'; image_id: number | null };

export const NEW_OUTLET: OutletFormValues = {
  name: '',
  street_name: '',
  suburb: '',
  city: '',
  state: 'NSW',
  postcode: '',
  phone: '',
  email: '',
  timezone: 'Australia/Sydney',
  status: '1',
  image_id: null,
};

export const formValuesOf = (profile: OutletProfile): OutletFormValues => ({
  name: profile.name,
  street_name: profile.street_name,
  suburb: profile.suburb,
  city: profile.city,
  state: profile.state,
  postcode: profile.postcode,
  phone: profile.phone,
  email: profile.email,
  timezone: profile.timezone,
  status: profile.status === 1 ? '1' : '0',
  image_id: profile.image_id,
});

/** The contract's own schema checks the form, so each field's message is the one the server would give. */
export function outletRequest(values: OutletFormValues): Checked<OutletFormValues, OutletProfileFields> {
  const parsed = outletProfileFieldsSchema.safeParse({ ...values, status: Number(values.status) });
  if (parsed.success) return { request: parsed.data };
  const errors: Partial<Record<keyof OutletFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof OutletFormValues;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The zones an outlet may choose: Australia's, and the one it has if another. */
export function timeZoneChoices(current: string): string[] {
  const australian = Intl.supportedValuesOf('timeZone').filter((zone) => zone.startsWith('Australia/'));
  return australian.includes(current) || !current ? australian : [current, ...australian];
}
