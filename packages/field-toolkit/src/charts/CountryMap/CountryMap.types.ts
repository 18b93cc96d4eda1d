export interface CountryMapProps {
  /** Selected countries by ISO 3166-1 alpha-3 code (the CNTR code ids), e.g. `['ETH', 'COL']`. */
  selected: readonly string[];
  /** Limit the view to the selected countries; uncontrolled (on by default) when not given. */
  filter?: boolean;
  onFilterChange?: (filter: boolean) => void;
  onCountryClick?: (id: string) => void;
  /** 'en' shows English names, anything else Korean; defaults to the UI language. */
  locale?: string;
  mobile?: boolean;
  className?: string;
}

/** Properties of a map feature after localisation. */
export interface CountryFeatureProperties {
  id: string;
  name: string;
  name_kr: string;
  name_en: string;
  [key: string]: unknown;
}
