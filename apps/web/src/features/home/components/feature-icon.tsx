/** Line icons for the features grid, keyed by the configuration's `icon` name. */
const paths: Record<string, string> = {
  wheat: 'M12 21V9m0 0c-2-1-3-3-3-5 2 0 3 1.5 3 3m0 2c2-1 3-3 3-5-2 0-3 1.5-3 3m0 6c-2-1-3-3-3-5 2 0 3 1.5 3 3m0 2c2-1 3-3 3-5-2 0-3 1.5-3 3',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15m0-1 7-7',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6zm6 10v-5h6v5',
};
const fallback = 'M5 12l4 4L19 6';

export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name] ?? fallback} />
    </svg>
  );
}
