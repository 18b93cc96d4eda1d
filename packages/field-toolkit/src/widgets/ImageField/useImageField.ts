import { useState } from 'react';

/** True once the current source failed to load; a new source starts out not failed. */
export function useImageFailed(src: string | null | undefined): [boolean, () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return [!src || failedSrc === src, () => setFailedSrc(src ?? null)];
}
