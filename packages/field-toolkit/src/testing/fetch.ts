/** A minimal fetch Response (jsdom has none) for mocking `globalThis.fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** Installs a jest mock as `fetch`; returns it. */
export function mockFetch(): jest.Mock {
  const mock = jest.fn();
  globalThis.fetch = mock;
  return mock;
}

/** The JSON body of the n-th (default last) POST of a fetch mock. */
export function postedBody(mock: jest.Mock, index = -1): Record<string, unknown> {
  const call = mock.mock.calls.at(index) as [string, RequestInit] | undefined;
  return JSON.parse(String(call?.[1].body ?? '{}')) as Record<string, unknown>;
}
