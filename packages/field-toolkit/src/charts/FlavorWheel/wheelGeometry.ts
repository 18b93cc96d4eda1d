/** The wheel's box edge in px: 40rem on larger screens, 25rem high on mobile (narrower when the page is). */
const DESKTOP_BOX_PX = 40 * 16;
const MOBILE_BOX_PX = 25 * 16;
/** The wheel's share of its box where the outside labels have room (Highcharts' series size). */
const WHEEL_SHARE = 0.78;
/** The centre hole's weight beside the rings' weight of 1 each (the series' first level). */
export const CENTRE_WEIGHT = 0.6;
/** Space between the outer ring and its outside labels, and between a label and the box's edge. */
const LABEL_GAP_PX = 2;

/** Outside labels: full size on a box of 40rem, smaller where the box is narrower (a phone). */
const WIDE_LABELS = { fontPx: 11.2, widthPx: 84 };
const NARROW_LABELS = { fontPx: 9, widthPx: 64 };

export interface WheelGeometry {
  /** The wheel's diameter in px. */
  diameterPx: number;
  /** Font size and longest text of an outside label (longer ones end in an ellipsis). */
  labelFontPx: number;
  labelWidthPx: number;
  /** Radial distance in px from an outer arc's label position (mid-ring) to its outside label's centre. */
  outsideLabelOffset: number;
}

/**
 * Sizes the wheel to its box so that the outside labels, which run along the radius, stay inside it: on a box of
 * 40rem the wheel takes 78% and labels their full size; on a narrower box (a phone) the labels get smaller and
 * the wheel leaves room for them on every side. `boxWidthPx` is the measured width, when known.
 */
export function wheelGeometry(options: { mobile: boolean; depth: number; boxWidthPx?: number }): WheelGeometry {
  const height = options.mobile ? MOBILE_BOX_PX : DESKTOP_BOX_PX;
  const box = Math.min(height, options.boxWidthPx ?? height, DESKTOP_BOX_PX);
  const labels = box < DESKTOP_BOX_PX ? NARROW_LABELS : WIDE_LABELS;
  const room = labels.widthPx + 2 * LABEL_GAP_PX;
  const radius = Math.min((box * WHEEL_SHARE) / 2, box / 2 - room);
  const ring = radius / (options.depth + CENTRE_WEIGHT);
  return {
    diameterPx: Math.round(2 * radius),
    labelFontPx: labels.fontPx,
    labelWidthPx: labels.widthPx,
    outsideLabelOffset: Math.round(ring / 2 + LABEL_GAP_PX + labels.widthPx / 2),
  };
}

/** Room in px beyond the outer ring for a full-size outside label (the downloaded image pads the wheel by it). */
export const OUTSIDE_LABEL_ROOM_PX = WIDE_LABELS.widthPx / 2 + LABEL_GAP_PX;
