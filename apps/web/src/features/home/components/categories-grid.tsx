import { Link } from 'react-router';
import type { MenuCategory } from '@crust/contract/menu';
import { FallbackImage } from '@/components/ui/fallback-image';

type CategoriesGridProps = {
  categories: readonly MenuCategory[];
  /** Where a category leads: its section of the full menu. */
  hrefOf: (category: MenuCategory) => string;
};

export function CategoriesGrid({ categories, hrefOf }: CategoriesGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={hrefOf(category)}
            className="group block overflow-hidden rounded-xl border border-black/10 bg-background hover:border-primary/40 hover:shadow-md"
          >
            {/* Decorative: the link is named by the category's name below. */}
            <FallbackImage
              src={category.image}
              srcset={category.srcset}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              alt=""
              width={320}
              height={240}
              className="aspect-4/3 w-full object-cover transition-transform motion-safe:group-hover:scale-105"
            />
            <span className="block p-3 font-semibold">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
