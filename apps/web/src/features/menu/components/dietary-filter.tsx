import type { DietaryTag } from '@crust/contract/catalogue-vocabulary';
import { tagLabel } from '@/lib/product-words';

type DietaryFilterProps = {
  /** The tags the menu's products carry: a tag no product has would only empty the menu. */
  tags: readonly DietaryTag[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
};

/** Issue 19: narrows the menu to the dishes carrying every chosen dietary tag; a checkbox per tag, drawn as a chip. */
export function DietaryFilter({ tags, chosen, onChange }: DietaryFilterProps) {
  if (tags.length === 0) return null;
  const toggle = (tag: string, on: boolean) => onChange(on ? [...chosen, tag] : chosen.filter((candidate) => candidate !== tag));
  return (
    <fieldset className="mt-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Show only dishes that are</legend>
      {tags.map((tag) => (
        <label
          key={tag}
          className="cursor-pointer rounded-full border border-black/20 px-3 py-1 text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          <input type="checkbox" className="sr-only" checked={chosen.includes(tag)} onChange={(event) => toggle(tag, event.target.checked)} />
          {tagLabel(tag)}
        </label>
      ))}
    </fieldset>
  );
}
