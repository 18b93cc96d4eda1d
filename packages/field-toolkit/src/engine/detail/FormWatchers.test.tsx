import { act, render } from '@testing-library/react';
import { createForm } from 'final-form';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { KeepUndrawnFields } from './FormWatchers';

describe('KeepUndrawnFields', () => {
  it('registers the undrawn fields without redrawing the form, and keeps a value set meanwhile', () => {
    const form: FormApi<FormValues> = createForm<FormValues>({ onSubmit: () => undefined, initialValues: { a: 1 } });
    let draws = 0;
    render(
      <Form
        form={form}
        onSubmit={() => undefined}
        render={() => {
          draws += 1;
          // A registration that told the form would redraw it, and a redraw registers the names (a new list) again.
          if (draws > 20) throw new Error('the form is redrawn without end');
          return <KeepUndrawnFields names={['a', 'b']} />;
        }}
      />,
    );
    expect(form.getRegisteredFields().sort()).toEqual(['a', 'b']);
    expect(draws).toBeLessThanOrEqual(2);
    act(() => form.change('a', 2));
    expect(form.getFieldState('a')?.value).toBe(2);
  });
});
