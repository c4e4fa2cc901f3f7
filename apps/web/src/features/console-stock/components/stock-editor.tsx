import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { fieldClass } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { messageOf } from '@/lib/use-submit';
import { useSetStock, useStock, type StockChange, type StockKind } from '../api/stock-api';

/** Long enough that typing "marg" asks once, short enough to feel immediate. */
export const STOCK_SEARCH_DELAY_MS = 300;

/** A product with its category, or a modifier with its group (which tells two "Smoky BBQ"s apart). */
type StockItem = { id: number; name: string; in_stock: boolean; detail: string };

type StockListProps = { title: string; kind: StockKind; items: StockItem[]; onToggle: (change: StockChange) => void };

function StockList({ title, kind, items, onToggle }: StockListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        {title} <span className="text-base font-normal text-text/70">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-text/75">Nothing matches.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-black/10 rounded-lg border border-black/10">
          {items.map((item) => (
            <li key={item.id}>
              <Switch
                label={item.name}
                detail={`${item.detail} · ${item.in_stock ? 'In stock' : 'Sold out'}`}
                checked={item.in_stock}
                onChange={(inStock) => onToggle({ kind, item, in_stock: inStock })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Issue 10: mark an outlet's products and modifiers sold out or back in stock; diners see it within a second. */
export function StockEditor({ outletId }: { outletId: number }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const settled = useDebouncedValue(search.trim(), STOCK_SEARCH_DELAY_MS);
  const stock = useStock(outletId, settled);
  const setStock = useSetStock(outletId);
  const toggle = (change: StockChange) => setStock.mutate(change);

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search products, categories and modifiers
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          className={`${fieldClass} min-h-12 text-lg`}
        />
      </form>
      {stock.isPending && <p role="status">Loading stock…</p>}
      {stock.isError && <FormAlert>{messageOf(stock.error)}</FormAlert>}
      {stock.data && (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy={stock.isFetching}>
          <StockList
            title="Products"
            kind="products"
            items={stock.data.products.map((product) => ({ ...product, detail: product.category }))}
            onToggle={toggle}
          />
          <StockList
            title="Modifiers"
            kind="modifiers"
            items={stock.data.modifiers.map((modifier) => ({ ...modifier, detail: modifier.group }))}
            onToggle={toggle}
          />
        </div>
      )}
    </div>
  );
}
