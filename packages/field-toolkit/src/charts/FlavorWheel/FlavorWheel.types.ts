/** An entry of the FLVR code group (behaviour §01-2.7). */
export interface FlavorCode {
  code_id: string;
  code_name: string;
  code_name_kr?: string | null;
  /** The wheel colour, `#rrggbb`. */
  code_alias1?: string | null;
  /** The parent's code_id; empty for the nine families. */
  code_filter?: string | null;
  code_order?: number | null;
}

export interface FlavorWheelProps {
  codes: readonly FlavorCode[];
  /** Selected code ids. */
  selected: readonly string[];
  /** Called with the new list when a node is clicked (not while loading, not when `readOnly`). */
  onSelectedChange?: (selected: string[]) => void;
  readOnly?: boolean;
  /** 'en' shows English names, anything else Korean; defaults to the UI language. */
  locale?: string;
  /** Start angle in degrees, -180..180. */
  rotation?: number;
  /** Lay the arcs out counter-clockwise. */
  reverse?: boolean;
  /** Families and groups only: the third ring is left out. */
  simple?: boolean;
  /** Shows the PNG download action. */
  downloadable?: boolean;
  /** Overrides the mobile detection (25rem high on mobile, 40rem wide otherwise). */
  mobile?: boolean;
  className?: string;
}
