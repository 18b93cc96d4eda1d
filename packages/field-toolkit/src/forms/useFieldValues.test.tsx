import { act, render, screen } from '@testing-library/react';
import { createForm } from 'final-form';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import type { FormValues } from './subLists';
import { useAllFieldValues, useFieldValues } from './useFieldValues';

const rendered = jest.fn();

function Watcher({ names, id }: { names: string[]; id: string }) {
  rendered();
  return <output data-testid={id}>{JSON.stringify(useFieldValues(names))}</output>;
}

function WatchesAll({ watching }: { watching: boolean }) {
  return <output data-testid="all">{JSON.stringify(useAllFieldValues(watching) ?? 'not watching')}</output>;
}

function formWith(initialValues: FormValues) {
  const form = createForm<FormValues>({ onSubmit: () => undefined, initialValues });
  const subscribe = jest.spyOn(form, 'subscribe');
  const getState = jest.spyOn(form, 'getState');
  const mount = (children: React.ReactNode) =>
    render(<Form form={form as FormApi<FormValues>} onSubmit={() => undefined} render={() => <>{children}</>} />);
  return { form, subscribe, getState, mount };
}

beforeEach(() => rendered.mockClear());

it('gives the named values and follows their changes, not the changes of other fields', () => {
  const { form, mount } = formWith({ bean: 'Yirgacheffe', dose: 18 });
  mount(<Watcher id="bean" names={['bean', 'grind']} />);
  expect(screen.getByTestId('bean')).toHaveTextContent('{"bean":"Yirgacheffe","grind":null}');
  const before = rendered.mock.calls.length;
  act(() => form.change('dose', 19));
  expect(rendered).toHaveBeenCalledTimes(before);
  act(() => form.change('grind', 2.7));
  expect(screen.getByTestId('bean')).toHaveTextContent('{"bean":"Yirgacheffe","grind":2.7}');
});

it("shares one subscription of the form's among all its fields' watchers instead of one (and a whole form's state) each", () => {
  const { subscribe, getState, mount } = formWith({ bean: 'Yirgacheffe' });
  const formOwn = subscribe.mock.calls.length;
  const statesBefore = getState.mock.calls.length;
  mount(
    Array.from({ length: 30 }, (_, index) => <Watcher key={index} id={`w${index}`} names={['bean', `f${index}`]} />),
  );
  // The Form component's own subscriptions, and one for every watcher together.
  expect(subscribe.mock.calls.length - formOwn).toBeLessThanOrEqual(2);
  expect(getState.mock.calls.length - statesBefore).toBeLessThanOrEqual(2);
  expect(screen.getByTestId('w29')).toHaveTextContent('{"bean":"Yirgacheffe","f29":null}');
});

it('gives every value only while watching', () => {
  const { form, mount } = formWith({ bean: 'Yirgacheffe' });
  const { rerender } = mount(<WatchesAll watching={false} />);
  expect(screen.getByTestId('all')).toHaveTextContent('"not watching"');
  rerender(<Form form={form} onSubmit={() => undefined} render={() => <WatchesAll watching />} />);
  act(() => form.change('dose', 18));
  expect(screen.getByTestId('all')).toHaveTextContent('{"bean":"Yirgacheffe","dose":18}');
});
