import { OTP_RESEND_SECONDS } from '@crust/contract/account-rules';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';

/** Asks for a new code, at most once a minute (the server's limit): the button counts down meanwhile. */
export function ResendButton({ resend }: { resend: () => Promise<void> }) {
  // A code was sent just before this page opened.
  const [left, setLeft] = useState(OTP_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    setSending(true);
    try {
      await resend();
      notify({ title: 'Code sent', message: 'Check your inbox for the new code.', kind: 'success' });
      setLeft(OTP_RESEND_SECONDS);
    } catch (error) {
      notify({ title: 'Could not send a new code', message: messageOf(error), kind: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={left > 0 || sending} className="self-start">
      {left > 0 ? `Resend code in ${left} s` : sending ? 'Sending…' : 'Resend code'}
    </Button>
  );
}
