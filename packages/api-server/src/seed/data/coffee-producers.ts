/** ISO 3166-1 alpha-3 codes of coffee-producing countries (CFPRDC): ICO exporting members and other known origins. */
export const COFFEE_PRODUCERS: readonly string[] = [
  'AGO', 'AUS', 'BDI', 'BEN', 'BOL', 'BRA', 'CAF', 'CHN', 'CIV', 'CMR', 'COD', 'COG', 'COL', 'CRI', 'CUB', 'DOM',
  'ECU', 'ETH', 'GAB', 'GHA', 'GIN', 'GNQ', 'GTM', 'GUY', 'HND', 'HTI', 'IDN', 'IND', 'JAM', 'KEN', 'LAO', 'LBR',
  'LKA', 'MDG', 'MEX', 'MMR', 'MWI', 'MYS', 'NGA', 'NIC', 'NPL', 'PAN', 'PER', 'PHL', 'PNG', 'PRI', 'PRY', 'RWA',
  'SLE', 'SLV', 'SAU', 'STP', 'TGO', 'THA', 'TLS', 'TWN', 'TZA', 'UGA', 'USA', 'VEN', 'VNM', 'YEM', 'ZMB', 'ZWE',
];
