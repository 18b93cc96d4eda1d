import type { DetailPageConfig } from '@coffee/field-toolkit/engine';
import type { FormValues } from '@coffee/field-toolkit/forms';

type Derive = NonNullable<DetailPageConfig['derive']>;

/** Several `derive` rules as one: each sees the values the earlier ones set, later rules win on a conflict. */
export function combineDerive(...rules: readonly (Derive | undefined)[]): Derive {
  return (changed, context) => {
    let updates: FormValues | undefined;
    for (const rule of rules) {
      const next: FormValues | undefined = rule?.(changed, { ...context, values: { ...context.values, ...updates } });
      if (next) updates = { ...updates, ...next };
    }
    return updates;
  };
}
