import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { DialogHost, dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { renderWithProviders, testBean } from '../testing';
import { FormField } from './FormField';
import { flattenRecord } from './subLists';
import { entity, number } from '@coffee/domain';
import { failureMessage, firstFailure, validateBeforeSave } from './validation';
import type { FormValues } from './subLists';

const field = (name: string) => {
  const def = testBean.fields.find((f) => f.name === name);
  if (!def) throw new Error(name);
  return def;
};

const valid: FormValues = flattenRecord(testBean, {
  bean_name: 'Geisha',
  bean_weight: 125,
  bean_process: 'WASHED',
  row_list: [{ row_name: 'a', row_weight: 2 }],
});

const check = (values: FormValues) => firstFailure(testBean, values, { mode: 'write', locale: 'en' });

describe('firstFailure', () => {
  it('accepts a valid record', () => {
    expect(check(valid)).toBeNull();
  });

  it('reports the first failing field in field order', () => {
    expect(check({ ...valid, bean_name: '', bean_weight: 5000 })).toEqual({
      field: 'bean_name',
      key: 'field_required',
    });
  });

  it('measures text lengths in UTF-8 bytes', () => {
    expect(check({ ...valid, bean_name: '게이샤커피' })).toEqual({
      field: 'bean_name',
      key: 'field_maxLength',
      bound: 9,
    });
    expect(check({ ...valid, bean_name: 'ab' })).toEqual({ field: 'bean_name', key: 'field_minLength', bound: 3 });
  });

  it('compares scaled numbers against their displayed bounds', () => {
    expect(check({ ...valid, bean_weight: 1000 })).toBeNull();
    expect(check({ ...valid, bean_weight: 1001 })).toEqual({ field: 'bean_weight', key: 'field_maxValue', bound: 100 });
    expect(check({ ...valid, bean_weight: Number.NaN })).toEqual({ field: 'bean_weight', key: 'field_NaN' });
  });

  it('requires the companion text when the input-direct option is chosen', () => {
    expect(check({ ...valid, bean_process: -1, bean_process_direct: '' })).toEqual({
      field: 'bean_process_direct',
      key: 'field_required',
    });
  });

  it('checks sub-list row counts and names the indexed field of a failing row', () => {
    const noRows = flattenRecord(testBean, { ...valid, row_list: [] });
    expect(check({ ...noRows, bean_name: 'Geisha' })).toEqual({
      field: 'row_list',
      key: 'sublist_minLength',
      bound: 1,
    });
    const threeRows = flattenRecord(testBean, {
      bean_name: 'Geisha',
      row_list: [{ row_name: 'a' }, { row_name: 'b' }, { row_name: 'c' }],
    });
    expect(check(threeRows)).toEqual({ field: 'row_list', key: 'sublist_maxLength', bound: 2 });
    const blankSecond = flattenRecord(testBean, {
      bean_name: 'Geisha',
      row_list: [{ row_name: 'a' }, { row_name: '' }],
    });
    expect(check(blankSecond)).toEqual({ field: 'row_name_1', key: 'field_required' });
  });
});

function SaveForm({ initialValues, onValid }: { initialValues: FormValues; onValid: () => void }) {
  const { t } = useTranslation();
  return (
    <Form<FormValues>
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (await validateBeforeSave(t, testBean, values, { mode: 'write', locale: 'en' })) onValid();
      }}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <FormField def={field('bean_name')} mode="edit" />
          <FormField def={field('bean_weight')} mode="edit" />
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}

describe('validateBeforeSave', () => {
  afterEach(() => act(() => dismissAllDialogs()));

  it('opens validation_error naming the translated field and bound, then focuses and scrolls to the field', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onValid = jest.fn();
    renderWithProviders(
      <>
        <SaveForm initialValues={{ ...valid, bean_weight: 2000 }} onValid={onValid} />
        <DialogHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the input' });
    expect(dialog).toHaveTextContent('Weight must be at most 100');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Weight')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('lets valid values through without a dialog', async () => {
    const onValid = jest.fn();
    renderWithProviders(
      <>
        <SaveForm initialValues={valid} onValid={onValid} />
        <DialogHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the row of a failing sub-list field', async () => {
    renderWithProviders(<DialogHost />);
    const { createTestI18n } = await import('../testing');
    const t = createTestI18n().t;
    const values = flattenRecord(testBean, { bean_name: 'Geisha', row_list: [{ row_name: 'a' }, { row_name: '' }] });
    let result: Promise<boolean> = Promise.resolve(true);
    act(() => {
      result = validateBeforeSave(t, testBean, values, { mode: 'write', locale: 'en' });
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Row name (Row 2) is required');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(false);
  });
});

describe('failureMessage of a range pair', () => {
  const ranged = entity({
    name: 'Ranged',
    keys: ['ranged_seq'],
    scope: 'none',
    fields: [number('altitude_min', { notAbove: 'altitude_max' }), number('altitude_max')],
  });

  it('names both ends, lower first, also for a server failure that carries only the field', async () => {
    const { createTestI18n } = await import('../testing');
    const t = createTestI18n().t;
    const lowerMessage = failureMessage(t, ranged, {
      field: 'altitude_min',
      key: 'field_range',
      other: 'altitude_max',
    });
    const upperMessage = failureMessage(t, ranged, { field: 'altitude_max', key: 'field_range' });
    expect(lowerMessage).toEqual({
      key: 'messages.field_range',
      values: expect.objectContaining({
        field: 'fields.altitude_min',
        lower: 'fields.altitude_min',
        upper: 'fields.altitude_max',
      }),
    });
    expect(upperMessage).toMatchObject({
      values: {
        field: 'fields.altitude_max',
        lower: 'fields.altitude_min',
        upper: 'fields.altitude_max',
      },
    });
  });
});

describe('failureMessage of a text length', () => {
  it('tells a byte limit in characters: as many Latin letters, a third as many Korean syllables', async () => {
    const { createTestI18n } = await import('../testing');
    const t = createTestI18n().t;
    const named = { field: 'bean_name', bound: 300 };
    expect(failureMessage(t, testBean, { ...named, key: 'field_maxLength' })).toMatchObject({
      values: { bound: 300, korean: 100 },
    });
    expect(failureMessage(t, testBean, { ...named, key: 'field_minLength', bound: 4 })).toMatchObject({
      values: { bound: 4, korean: 2 },
    });
  });
});
