/**
 * Where a page's records are stored beyond its entity's own table: the references the server checks (a column naming
 * another table's single-column key, same organisation when both are scoped) and the child tables of its sub-lists.
 * The tables themselves are the migrations' (literal DDL, never built from these definitions).
 */
export interface StoredReference {
  readonly table: string;
  readonly column: string;
}

/** A sub-list stored in a child table: the parent's keys plus the row fields; rows are identified by `rowKeys`. */
export interface StoredSubList {
  readonly field: string;
  readonly table: string;
  readonly rowKeys: readonly string[];
}

export interface PageStorage {
  readonly references?: Readonly<Record<string, StoredReference>>;
  readonly subLists?: readonly StoredSubList[];
}

export const storedIn = (table: string, column = `${table}_seq`): StoredReference => ({ table, column });

/** The records a page refers to most often. */
export const STORED = {
  greenbean: storedIn('greenbean_roaster', 'greenbean_roaster_seq'),
  roastingDefault: storedIn('roasting_default', 'roasting_seq'),
  roastingResult: storedIn('roasting_result', 'roasting_result_seq'),
  blendingDefault: storedIn('blending_default', 'blending_seq'),
  blendingResult: storedIn('blending_result', 'blending_result_seq'),
  coffeebean: storedIn('coffeebean'),
  received: storedIn('coffeebean_received', 'received_seq'),
  roasterEquip: storedIn('roaster_equip'),
  cafeEquip: storedIn('cafe_equip'),
  userEquip: storedIn('user_equip_data', 'user_equip_seq'),
} as const;

/** A brewing record's equipment, all of one owner's equipment table. */
export const equipReferences = (equip: StoredReference) => ({
  brewing_machine_seq: equip,
  brewing_grinder_seq: equip,
  brewing_shower: equip,
  brewing_basket: equip,
  brewing_temper: equip,
});

/** A sub-list `field` stored in its child `table`, a row named by its `rowKeys`. */
export const subListIn = (field: string, table: string, rowKeys: readonly string[]): StoredSubList => ({
  field,
  table,
  rowKeys,
});
