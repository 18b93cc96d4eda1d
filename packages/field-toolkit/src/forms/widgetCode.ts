import type { FieldDef } from '@coffee/domain';
import { useSyncExternalStore } from 'react';

/**
 * Each widget's code, fetched by the kind of field that draws it, so a form's first section waits only for its own
 * widgets and the rest of the form's (image, pickers, upload, QR...) arrive after it (behaviour §11-3.1).
 */
const LOADERS = {
  TextField: async () => (await import('@coffee/field-toolkit/widgets/TextField')).TextField,
  DurationField: async () => (await import('@coffee/field-toolkit/widgets/DurationField')).DurationField,
  NumberField: async () => (await import('@coffee/field-toolkit/widgets/NumberField')).NumberField,
  TextAreaField: async () => (await import('@coffee/field-toolkit/widgets/TextAreaField')).TextAreaField,
  SelectField: async () => (await import('@coffee/field-toolkit/widgets/SelectField')).SelectField,
  SearchSelectField: async () => (await import('@coffee/field-toolkit/widgets/SearchSelectField')).SearchSelectField,
  DirectSelectField: async () => (await import('@coffee/field-toolkit/widgets/DirectSelectField')).DirectSelectField,
  SwitchField: async () => (await import('@coffee/field-toolkit/widgets/SwitchField')).SwitchField,
  RateField: async () => (await import('@coffee/field-toolkit/widgets/RateField')).RateField,
  SliderField: async () => (await import('@coffee/field-toolkit/widgets/SliderField')).SliderField,
  DateField: async () => (await import('@coffee/field-toolkit/widgets/DateField')).DateField,
  ImageField: async () => (await import('@coffee/field-toolkit/widgets/ImageField')).ImageField,
  LinkField: async () => (await import('@coffee/field-toolkit/widgets/LinkField')).LinkField,
  QrLinkFormField: async () => (await import('./QrLinkFormField')).QrLinkFormField,
  UploadFormField: async () => (await import('./UploadFormField')).UploadFormField,
};

export type WidgetName = keyof typeof LOADERS;
/** The widgets by name; a form reads only the one its field's code has arrived for (`useWidgetCode`). */
export type WidgetCode = { [Name in WidgetName]: Awaited<ReturnType<(typeof LOADERS)[Name]>> };

const loaded: Partial<WidgetCode> = {};
const loading = new Map<WidgetName, Promise<void>>();
/** Fetches that failed, thrown by the next field that needs them (the area's Retry draws it again). */
const failures = new Map<WidgetName, unknown>();
const listeners = new Set<() => void>();
/** Bumped when a widget's code arrives, so fields waiting for it draw again. */
let arrivals = 0;

function load(name: WidgetName): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = LOADERS[name]()
      .then(
        (widget) => {
          Object.assign(loaded, { [name]: widget });
          failures.delete(name);
        },
        (error: unknown) => {
          loading.delete(name);
          failures.set(name, error);
          throw error;
        },
      )
      .finally(() => {
        arrivals += 1;
        listeners.forEach((listener) => listener());
      });
    loading.set(name, pending);
  }
  return pending;
}

const DATE_INPUTS: ReadonlySet<FieldDef['input']> = new Set(['date', 'datetime', 'time', 'month']);
const SIMPLE: Partial<Record<FieldDef['input'], WidgetName>> = {
  input: 'TextField',
  duration: 'DurationField',
  inputNumber: 'NumberField',
  year: 'NumberField',
  textArea: 'TextAreaField',
  switch: 'SwitchField',
  rate: 'RateField',
  slider: 'SliderField',
  qrcode: 'QrLinkFormField',
  image: 'ImageField',
  link: 'LinkField',
  upload: 'UploadFormField',
};

/** The widget a field is drawn with; none for a chart (`ChartFormField`, its chart fetched apart) or a page's own. */
export function widgetOf(def: FieldDef): WidgetName | undefined {
  if (def.input === 'select' || def.input === 'selectSearch') {
    if (def.direct) return 'DirectSelectField';
    return def.input === 'selectSearch' || def.multiple ? 'SearchSelectField' : 'SelectField';
  }
  if (DATE_INPUTS.has(def.input)) return 'DateField';
  return SIMPLE[def.input];
}

/** The fields and, for a sub-list, its rows' fields. */
const withRowFields = (defs: readonly FieldDef[]): FieldDef[] =>
  defs.flatMap((def) => (def.rows ? [def, ...def.rows.fields] : [def]));

/** Starts fetching the widgets of `defs` (sub-lists' row fields included); resolves once they have all arrived. */
export function preloadWidgets(defs: readonly FieldDef[]): Promise<void> {
  const names = new Set(withRowFields(defs).flatMap((def) => widgetOf(def) ?? []));
  return Promise.all([...names].map(load)).then(() => undefined);
}

/** Fetches every widget's code (a test that draws forms starts with them all, as a form once it is drawn). */
export function preloadAllWidgets(): Promise<void> {
  return Promise.all((Object.keys(LOADERS) as WidgetName[]).map(load)).then(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const arrivalsSoFar = () => arrivals;

/**
 * The widgets once `name`'s code has arrived (fetching it if nobody has yet), or null while it has not: the field
 * draws its placeholder meanwhile.
 */
export function useWidgetCode(name: WidgetName | undefined): WidgetCode | null {
  useSyncExternalStore(subscribe, arrivalsSoFar, arrivalsSoFar);
  if (!name || name in loaded) return loaded as WidgetCode;
  const failure = failures.get(name);
  if (failure !== undefined) {
    failures.delete(name);
    throw failure;
  }
  void load(name).catch(() => undefined);
  return null;
}
