import { useEffect, useState } from 'react';

/** True once the current source failed to load; reset when the source changes. */
export function useImageFailed(src: string | null | undefined): [boolean, () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => setFailedSrc(null), [src]);
  return [!src || failedSrc === src, () => setFailedSrc(src ?? null)];
}
