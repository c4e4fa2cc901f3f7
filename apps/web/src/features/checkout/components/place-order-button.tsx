import { Button } from '@/components/ui/button';

/** Submits its form; disabled while an order is being placed or paid, so a second press cannot send twice. */
export function PlaceOrderButton({ isProcessing, disabled = false }: { isProcessing: boolean; disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <Button type="submit" disabled={isProcessing || disabled} aria-busy={isProcessing} className="w-full py-3 text-base">
        Place order
      </Button>
      {isProcessing && (
        <p role="status" className="text-center text-sm">
          Placing your order…
        </p>
      )}
    </div>
  );
}
