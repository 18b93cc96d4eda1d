import { Component } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The code of `Greeting`, arriving when the test says. */
function deferredLoad() {
  const loads: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        loads.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { load, loads };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Could not load</p> : this.props.children;
  }
}

it('shows its fallback until its code is in, then the component with its props', async () => {
  const { load, loads } = deferredLoad();
  const LazyGreeting = lazyComponent(load, <p>Loading…</p>);
  render(<LazyGreeting name="Ana" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();

  await act(async () => loads[0]?.resolve());
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it("takes an instance's own fallback over the default one", () => {
  const LazyGreeting = lazyComponent(deferredLoad().load, <p>Loading…</p>);
  render(<LazyGreeting name="Ana" fallback={<p>Drawing the curve…</p>} />);
  expect(screen.getByText('Drawing the curve…')).toBeInTheDocument();
});

it('draws at once, without its fallback, once preloaded, and fetches its code once', async () => {
  const { load, loads } = deferredLoad();
  const LazyGreeting = lazyComponent(load, <p>Loading…</p>);
  const preloaded = LazyGreeting.preload();
  loads[0]?.resolve();
  await preloaded;

  render(<LazyGreeting name="Ben" />);
  expect(screen.getByText('Hello Ben')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('throws a failed fetch to its error boundary, and a later instance fetches again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { load, loads } = deferredLoad();
  const LazyGreeting = lazyComponent(load);
  const first = render(
    <Boundary>
      <LazyGreeting name="Cy" />
    </Boundary>,
  );
  await act(async () => loads[0]?.reject(new Error('offline')));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
  first.unmount();

  render(<LazyGreeting name="Cy" />);
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => loads[1]?.resolve());
  expect(screen.getByText('Hello Cy')).toBeInTheDocument();
});
