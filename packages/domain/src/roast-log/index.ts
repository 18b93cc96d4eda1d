// Reading roast logs. The roast events, the analysis and the tolerances are in the entry `@coffee/domain/pages`
// (the roaster's entities build on them), re-exported by the package root.
export * from './types';
export * from './batchDeviation';
export { decodePythonEscapes, parsePythonLiteral, PythonLiteralError } from './pythonLiteral';
export type { PyDict, PyValue } from './pythonLiteral';
export { decodeArtisanText, parseArtisanLog, readArtisanDocument, RoastLogFormatError } from './artisan';
export { parseArtisanCsv, parseClockTime } from './csv';
export * from './parse';
export { isRoasTimeDocument, parseRoasTime } from './roastime';
export * from './resultFields';
export { roastLogToAlog } from './alogExport';
export type { AlogDetails } from './alogExport';
