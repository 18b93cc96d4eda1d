import type { WidgetProps } from '../shared';

/** The stored value is a whole number of seconds; the input shows and takes `mm:ss` (`h:mm:ss` from one hour). */
export type DurationFieldProps = WidgetProps<number>;
