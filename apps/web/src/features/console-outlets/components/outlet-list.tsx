import { Link } from 'react-router';
import { useConsoleOutletStore } from '../console-outlet-store';

/** An outlet the person works at, with its IANA zone (the console shows times on its clock). */
export type ConsoleOutlet = { id: number; name: string; timezone: string };

/** The outlets the person may work at; the one chosen is remembered for next time. */
export function OutletList({ outlets, boardPath }: { outlets: ConsoleOutlet[]; boardPath: (outletId: number) => string }) {
  const chosen = useConsoleOutletStore((state) => state.outletId);
  const choose = useConsoleOutletStore((state) => state.choose);
  if (outlets.length === 0) return <p>You are not assigned to any outlet yet. Ask an owner to add you to one.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {outlets.map((outlet) => (
        <li key={outlet.id}>
          <Link
            to={boardPath(outlet.id)}
            onClick={() => choose(outlet.id)}
            aria-current={outlet.id === chosen ? 'true' : undefined}
            className="flex min-h-16 items-center justify-between rounded-lg border-2 border-black/10 p-4 text-lg font-semibold hover:bg-light aria-[current]:border-primary"
          >
            {outlet.name}
            {outlet.id === chosen && <span className="text-sm font-normal text-text/70">Last used</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
