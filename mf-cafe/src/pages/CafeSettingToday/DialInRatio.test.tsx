import { render, screen } from '@testing-library/react';
import { addStrings, i18n } from '@coffee/field-toolkit/runtime';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { strings } from '../../strings';
import { DialInRatio } from './DialInRatio';

addStrings('area', strings);

/** The form's values as stored: masses in tenths of a gram. */
const withValues = (values: Record<string, unknown>) => ({ values }) as unknown as PageContext;

describe("a dial-in's brew ratio", () => {
  it.each([
    ['en', 'Brew ratio', '18.5 g in, 38 g out'],
    ['kr', '추출 비율', '18.5 g → 38 g'],
  ] as const)(
    '[%s] reads 1:2.05 from 18.5 g in and 38 g out, with both masses in their unit',
    async (locale, label, masses) => {
      await i18n.changeLanguage(locale);
      render(<DialInRatio context={withValues({ brewing_bean_mass: 185, brewing_result_total: 380 })} />);
      const ratio = screen.getByRole('status', { name: label });
      expect(ratio).toHaveTextContent('1:2.05');
      expect(ratio).toHaveTextContent(masses);
    },
  );

  it('waits for both the dose and the yield', async () => {
    await i18n.changeLanguage('en');
    render(<DialInRatio context={withValues({ brewing_bean_mass: 185, brewing_result_total: null })} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
