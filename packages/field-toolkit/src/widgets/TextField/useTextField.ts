import { utf8ByteLength } from '../shared';

export interface ByteCount {
  bytes: number;
  max: number;
  over: boolean;
}

export function useByteCount(value: string | null | undefined, maxBytes: number | undefined): ByteCount | undefined {
  if (maxBytes === undefined) return undefined;
  const bytes = utf8ByteLength(value ?? '');
  return { bytes, max: maxBytes, over: bytes > maxBytes };
}
