import { Button } from './button';
import { NoticePanel } from './notice-panel';

type LoadErrorNoticeProps = {
  /** What failed to load, as in "We couldn’t load {what}." */
  what: string;
  isRetrying: boolean;
  onRetry: () => void;
};

export function LoadErrorNotice({ what, isRetrying, onRetry }: LoadErrorNoticeProps) {
  return (
    <NoticePanel
      role="alert"
      action={
        <Button onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      }
    >
      <p className="font-semibold">We couldn’t load {what}.</p>
      <p className="text-sm opacity-80">Check your connection and try again.</p>
    </NoticePanel>
  );
}
