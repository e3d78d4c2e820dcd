import { useState } from 'react';
import { errorMessage } from './error-message.ts';
import { useTranslation } from './use-translation.ts';

/**
 * A form's call, one at a time: `pending` while it runs (a second submit meanwhile does nothing),
 * and the envelope error's words in `failure` when it fails, cleared when it is tried again.
 */
export const useSubmission = () => {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(errorMessage(t, e));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, run };
};
