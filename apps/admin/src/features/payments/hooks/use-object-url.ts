import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob (an image fetched with the Authorization header), for as long as the
 * component shows it: revoked when the blob changes or the component goes away.
 */
export const useObjectUrl = (blob: Blob | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
};
