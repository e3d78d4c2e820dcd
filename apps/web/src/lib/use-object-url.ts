import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob or File (an image preview), revoked when the blob changes or the
 * component unmounts, so previews never leak memory. Null until made, and without a blob.
 */
export const useObjectUrl = (blob: Blob | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
};
