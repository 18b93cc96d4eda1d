import { renderHook, waitFor } from '@testing-library/react';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageContext } from '@coffee/field-toolkit/engine';
import type { ReactNode } from 'react';
import { callQuery } from '@coffee/api-client/query';
import {
  TestProviders,
  contextOf,
  createTestQueryClient,
  jsonResponse,
  mockFetch,
} from '@coffee/field-toolkit/testing';
import { useDialInPrefill } from './useDialInPrefill';
import { dialInPrefillCall } from '../../../model';

const numbers = (term: number) => ({ status: 'OK', result: { brewing_term: term, brewing_grinder_point: 270 } });

/** The hook in a form whose bean field the test sets, as the barista's picks do. */
function renderPrefill(mode: PageContext['mode'], bean: unknown = null) {
  const batch = jest.fn();
  const client = createTestQueryClient();
  const view = renderHook((values: FormValues) => useDialInPrefill(contextOf(values, { mode, batch })), {
    initialProps: { coffeebean_seq: bean },
    wrapper: ({ children }: { children: ReactNode }) => <TestProviders queryClient={client}>{children}</TestProviders>,
  });
  return { batch, client, pick: (next: unknown) => view.rerender({ coffeebean_seq: next }) };
}

describe('dial-in prefill', () => {
  it("fills a new dial-in with the picked bean's numbers, once per pick, and again for another bean", async () => {
    const fetch = mockFetch().mockImplementation(async (url: string) =>
      jsonResponse(numbers(new URL(url, 'http://localhost').searchParams.get('coffeebean_seq') === '4' ? 28 : 30)),
    );
    const { batch, pick } = renderPrefill('write');
    pick(4);
    await waitFor(() => expect(batch).toHaveBeenCalledTimes(1));
    expect(batch).toHaveBeenLastCalledWith({ brewing_term: 28, brewing_grinder_point: 270 });
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.pathname).toBe(dialInPrefillCall.path);
    pick(4);
    pick(9);
    await waitFor(() => expect(batch).toHaveBeenCalledTimes(2));
    expect(batch).toHaveBeenLastCalledWith({ brewing_term: 30, brewing_grinder_point: 270 });
  });

  it('leaves the bean a form opens with, a record being edited and a cleared bean alone', () => {
    const fetch = mockFetch().mockResolvedValue(jsonResponse(numbers(28)));
    renderPrefill('write', 4);
    const edited = renderPrefill('edit', 4);
    edited.pick(9);
    const cleared = renderPrefill('write', 4);
    cleared.pick('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills nothing from an answer without numbers; the next pick fills the form', async () => {
    mockFetch().mockImplementation(async (url: string) =>
      new URL(url, 'http://localhost').searchParams.get('coffeebean_seq') === '4'
        ? jsonResponse({ status: 'NOT_FOUND' }, 404)
        : jsonResponse(numbers(30)),
    );
    const { batch, client, pick } = renderPrefill('write');
    pick(4);
    const answered = () => client.getQueryState(callQuery(dialInPrefillCall, { coffeebean_seq: '4' }).queryKey)?.status;
    await waitFor(() => expect(answered()).toBe('success'));
    pick(9);
    await waitFor(() => expect(batch).toHaveBeenCalled());
    expect(batch.mock.calls).toEqual([[{ brewing_term: 30, brewing_grinder_point: 270 }]]);
  });
});
