/** A field's error under it, announced when it appears; `id` ties it to the field (aria-describedby). */
export function FieldError({ id, error }: { id?: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-dark">
      {error}
    </p>
  );
}
