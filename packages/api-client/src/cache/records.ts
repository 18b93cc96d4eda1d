/** One entry of a code group (behaviour §01-3.3). */
export interface CodeEntry {
  code_id: string;
  code_name: string;
  code_name_kr?: string | null;
  /** Colour, where the group uses one. */
  code_alias1?: string | null;
  /** Parent code id, where the group is a tree. */
  code_filter?: string | null;
  [extra: string]: unknown;
}

/** One option of a select field (behaviour §01-3.4). */
export interface SelectOption {
  value: string | number;
  label: string;
  label_str?: string;
  [extra: string]: unknown;
}

export interface CodeGroupRecord {
  code_group_id: string;
  locale: string;
  code_list: CodeEntry[];
  /** When the cache last confirmed this group with the server (ms). */
  access_at: number;
  /** The server's edit time of the group, sent back as `group|editTime`. */
  edit_at: string | null;
}

export interface SelectDataRecord {
  /** Field key, user, organisation seq and parameters. */
  key: string;
  field_key: string;
  option_list: SelectOption[];
  access_at: number;
  /** The server's last edit time of the list, sent back as `last_edit_at`. */
  edit_at: string | null;
}

/** The browser database of the code and select caches. */
export const CACHE_DB_NAME = 'coffee-cache';

/** Lifetime of cached code groups and select lists (behaviour §01-9). */
export const CACHE_TTL_MS = 3_600_000;
