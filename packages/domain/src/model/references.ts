import type { EntityDef, FieldDef } from './fields';

/** A reference to another record: a select of records, or a `*_seq` that is not the record's own key. */
export const isRecordReference = (entity: EntityDef, def: FieldDef | undefined, name: string): boolean =>
  def?.lookup !== undefined || (/_seq$/.test(name) && !entity.keys.includes(name));

/** Options say what each value is called (a lookup's names, a code group's, fixed options): never a bare id. */
export const isNamedReference = (def: FieldDef | undefined): boolean =>
  def !== undefined && (def.lookup !== undefined || def.codeGroup !== undefined || def.fixedOptions !== undefined);
