/** Units shown beside a value (behaviour §09-1.2); `days` reads 일 in Korean. */
export type Unit = 'g' | '°C' | '%' | 's' | 'bar' | 'hPa' | 'rpm' | 'm' | 'g/L' | 'g/s' | 'µg/m³' | 'days';

/** A field's label as people in the trade say it, in Korean and English, and the unit of its value. */
export type WrittenLabel = readonly [kr: string, en: string, unit?: Unit];

export type WrittenLabels = Readonly<Record<string, WrittenLabel>>;
