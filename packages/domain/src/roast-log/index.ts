export * from './types';
export * from './events';
export * from './analysis';
export { decodePythonEscapes, parsePythonLiteral, PythonLiteralError } from './pythonLiteral';
export type { PyDict, PyValue } from './pythonLiteral';
export { decodeArtisanText, parseArtisanLog, readArtisanDocument, RoastLogFormatError } from './artisan';
export { parseArtisanCsv, parseClockTime } from './csv';
export * from './parse';
export * from './resultFields';
