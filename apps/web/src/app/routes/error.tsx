import { useNavigate } from 'react-router';
import { PageFrame } from '@/components/layout/page-frame';
import { Button } from '@/components/ui/button';
import { useConfigStore } from '@/lib/config-store';

/** Spec §2: where a server flagged as down leads. 'Try again' clears the flag and starts over. */
export function Component() {
  const errorMessage = useConfigStore((state) => state.errorMessage);
  const clearServerDown = useConfigStore((state) => state.clearServerDown);
  const navigate = useNavigate();

  const tryAgain = () => {
    clearServerDown();
    void navigate('/');
  };

  return (
    <PageFrame title="Something went wrong" lead={errorMessage ?? 'We could not reach our servers. Please try again in a moment.'}>
      <Button onClick={tryAgain}>Try again</Button>
    </PageFrame>
  );
}
