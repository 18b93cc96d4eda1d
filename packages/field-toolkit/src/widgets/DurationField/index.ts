export { DurationField } from './DurationField';
export type { DurationFieldProps } from './DurationField.types';
export { formatDuration, parseDuration } from './useDurationField';
