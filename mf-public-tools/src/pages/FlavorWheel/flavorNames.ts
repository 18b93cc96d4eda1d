import type { FlavorCode } from '@coffee/field-toolkit/charts';

/** The selected code ids with their names in the page's language (Korean name, else the plain one), in selection order. */
export function selectedFlavors(codes: readonly FlavorCode[], selected: readonly string[], locale: string) {
  const byId = new Map(codes.map((code) => [code.code_id, code]));
  return selected.flatMap((id) => {
    const code = byId.get(id);
    if (!code) return [];
    const name = locale === 'en' ? code.code_name : code.code_name_kr || code.code_name;
    return [{ id, name, color: code.code_alias1 ?? null }];
  });
}
