import { Dialog } from '@/components/ui/dialog';

/** Minutes until ready (pickup) or at the door (delivery); 20 is what most orders take. */
export const ACCEPT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
export const DEFAULT_ACCEPT_MINUTES = 20;

type AcceptDialogProps = { orderNumber: number; open: boolean; onOpenChange: (open: boolean) => void; onAccept: (minutes: number) => void };

/** One tap on a time accepts the order with it; the usual time is the one in focus and filled in. */
export function AcceptDialog({ orderNumber, open, onOpenChange, onAccept }: AcceptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Accept order #${orderNumber}`} description="Ready in how many minutes?">
      <div className="grid grid-cols-3 gap-3">
        {ACCEPT_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            autoFocus={minutes === DEFAULT_ACCEPT_MINUTES}
            onClick={() => onAccept(minutes)}
            className={`min-h-16 rounded-lg border-2 text-xl font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
              minutes === DEFAULT_ACCEPT_MINUTES ? 'border-primary bg-primary text-white' : 'border-black/20 bg-background text-text hover:bg-light'
            }`}
          >
            {minutes} min
          </button>
        ))}
      </div>
    </Dialog>
  );
}
