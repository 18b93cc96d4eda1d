export type DetailMode = 'view' | 'write' | 'edit';

/** Mode from the URL (behaviour §01-2.6): id 'write' or no id → write; else `?mode=edit|write`; else view. */
export function resolveMode(id: string | undefined, modeParam: string | null): DetailMode {
  if (id === undefined || id === '' || id === 'write') return 'write';
  if (modeParam === 'edit' || modeParam === 'write') return modeParam;
  return 'view';
}

/** The record id: a named route parameter, or a path segment by index (negative counts from the end). */
export function resolveId(
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
  source: string | number = 'id',
): string | undefined {
  if (typeof source === 'string') return params[source];
  const segments = pathname.split('/').filter(Boolean);
  const segment = segments.at(source);
  return segment === undefined ? undefined : decodeURIComponent(segment);
}
