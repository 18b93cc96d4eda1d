import { wheelGeometry } from './wheelGeometry';
import type { WheelGeometry } from './wheelGeometry';

/** How far from the wheel's centre an outside label of full width reaches, at any angle. */
function labelReach({ diameterPx, outsideLabelOffset, labelWidthPx }: WheelGeometry, depth: number): number {
  const ring = diameterPx / 2 / (depth + 0.6);
  return diameterPx / 2 - ring / 2 + outsideLabelOffset + labelWidthPx / 2;
}

describe('wheel geometry', () => {
  it.each([
    ['a 375 px phone', true, 343],
    ['a 320 px phone', true, 288],
    ['a desktop', false, 640],
    ['a desktop page narrower than 40rem', false, 560],
  ])('keeps every outside label inside the box on %s, on three rings and on two', (_name, mobile, boxWidthPx) => {
    for (const depth of [3, 2]) {
      const geometry = wheelGeometry({ mobile, depth, boxWidthPx });
      expect(labelReach(geometry, depth)).toBeLessThanOrEqual(boxWidthPx / 2);
      expect(geometry.diameterPx).toBeGreaterThan(boxWidthPx / 2);
    }
  });

  it('draws smaller outside labels on a phone than on a 40rem box', () => {
    const phone = wheelGeometry({ mobile: true, depth: 3, boxWidthPx: 343 });
    const desktop = wheelGeometry({ mobile: false, depth: 3, boxWidthPx: 640 });
    expect(phone.labelFontPx).toBeLessThan(desktop.labelFontPx);
    expect(phone.labelWidthPx).toBeLessThan(desktop.labelWidthPx);
  });

  it('sizes the wheel to the mobile box height when the width is not measured', () => {
    expect(wheelGeometry({ mobile: true, depth: 3 })).toEqual(
      wheelGeometry({ mobile: true, depth: 3, boxWidthPx: 400 }),
    );
  });
});
