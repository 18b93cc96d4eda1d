export type IdPart = string | number;

/** Encodes a record identifier for a URL path segment; composite ids are encoded part by part, joined with `_`. */
export function encodeId(id: IdPart | readonly IdPart[]): string {
  const parts: readonly IdPart[] = typeof id === 'object' ? id : [id];
  return parts.map((part) => encodeURIComponent(String(part))).join('_');
}
