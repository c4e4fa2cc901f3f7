// Grey blocks in the shape of what is coming; hidden from assistive technology, which hears the
// status message instead.
const block = 'animate-pulse rounded-xl bg-current/10';

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${block} h-36`} />
      ))}
    </ul>
  );
}

export function DealGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className={`${block} h-72`} />
      ))}
    </ul>
  );
}

export function BoardSkeleton() {
  return (
    <div aria-hidden="true" className="mt-8 grid gap-10 lg:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={`${block} h-64`} />
      ))}
    </div>
  );
}
