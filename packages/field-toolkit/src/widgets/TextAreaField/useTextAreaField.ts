import type { TextAreaVariant } from './TextAreaField.types';

export const TEXT_AREA_LIMITS: Record<TextAreaVariant, number | undefined> = {
  normal: 1000,
  large: 1_000_000,
  unlimited: undefined,
};

export function textAreaLimit(variant: TextAreaVariant = 'normal'): number | undefined {
  return TEXT_AREA_LIMITS[variant];
}
