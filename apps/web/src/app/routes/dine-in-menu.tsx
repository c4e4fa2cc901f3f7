import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseTableNumber, useDineInTableStore } from '@/lib/dine-in-table-store';
import { MenuBrowseRoute } from '../menu-browse-route';

export function Component() {
  const [searchParams] = useSearchParams();
  // A table's QR code opens /dine-in-menu?table=N; an invalid N is ignored, keeping any table already known.
  const tableFromUrl = parseTableNumber(searchParams.get('table'));
  const storedTable = useDineInTableStore((state) => state.table);
  const setTable = useDineInTableStore((state) => state.setTable);
  useEffect(() => {
    if (tableFromUrl !== null) setTable(tableFromUrl);
  }, [tableFromUrl, setTable]);
  const table = tableFromUrl ?? storedTable;

  return (
    <MenuBrowseRoute
      kind="dinein"
      title="Dine-in menu"
      subtitle="Order from your table: we bring it to you."
      aside={table !== null && <p className="rounded-full bg-dark px-4 py-1.5 text-base font-bold text-white">Table {table}</p>}
    />
  );
}
