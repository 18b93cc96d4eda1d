import { useEffect, useState } from 'react';
import type { FormApi } from 'final-form';
import { useForm } from 'react-final-form';
import type { FormValues } from './subLists';

/** A form's values as its one subscription to them last heard, and who wants to hear of a change. */
interface ValuesFeed {
  values: FormValues;
  listeners: Set<() => void>;
}

const feeds = new WeakMap<FormApi<FormValues>, ValuesFeed>();

/**
 * The form's values, through one subscription of final-form's per form that every field's hook shares. Each
 * subscription of final-form's own (and each `getState`) computes the whole form's state, every field's dirtiness
 * included: a field subscribing on its mount paid for every field, and a form of a hundred fields drawn paid for it a
 * hundred times over.
 */
function feedOf(form: FormApi<FormValues>): ValuesFeed {
  const known = feeds.get(form);
  if (known) return known;
  const feed: ValuesFeed = { values: {}, listeners: new Set() };
  // final-form calls a new subscriber at once, with the values as they are.
  form.subscribe(
    ({ values }) => {
      feed.values = values;
      feed.listeners.forEach((listener) => listener());
    },
    { values: true },
  );
  feeds.set(form, feed);
  return feed;
}

const pick = (values: FormValues | undefined, names: readonly string[]): FormValues =>
  Object.fromEntries(names.map((name) => [name, values?.[name] ?? null]));

const sameValues = (a: FormValues, b: FormValues, names: readonly string[]) =>
  names.every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));

/** The current values of `names` only: the caller re-renders when one of them changes, not on every keystroke. */
export function useFieldValues(names: readonly string[]): FormValues {
  const feed = feedOf(useForm<FormValues>());
  const [picked, setPicked] = useState(() => pick(feed.values, names));
  const key = names.join(',');
  useEffect(() => {
    if (names.length === 0) return undefined;
    const update = () => {
      const next = pick(feed.values, names);
      setPicked((current) => (sameValues(current, next, names) ? current : next));
    };
    // A change between the render and now.
    update();
    feed.listeners.add(update);
    return () => {
      feed.listeners.delete(update);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the names
  }, [feed, key]);
  return picked;
}

/** Every value of the form while `watching` (a re-render on each change), else undefined and no re-render. */
export function useAllFieldValues(watching: boolean): FormValues | undefined {
  const feed = feedOf(useForm<FormValues>());
  const [values, setValues] = useState<FormValues | undefined>(() => (watching ? feed.values : undefined));
  useEffect(() => {
    if (!watching) return undefined;
    const update = () => setValues(feed.values);
    update();
    feed.listeners.add(update);
    return () => {
      feed.listeners.delete(update);
    };
  }, [feed, watching]);
  return watching ? (values ?? feed.values) : undefined;
}
