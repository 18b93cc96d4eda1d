import type { FieldDef, InputKind } from '@coffee/domain';
import { isRequired } from '@coffee/domain/pages';
import { Button, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { holdWhileDrawing } from '@coffee/api-client';
import {
  FormField,
  SubListField,
  indexedName,
  originKey,
  preloadWidgets,
  useFieldValues,
} from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { DetailSection, PageConfig, PageContext } from '@coffee/field-toolkit/engine';
import {
  allowedOptionsOf,
  chartFieldsAmong,
  hasOptionList,
  preloadChartFields,
  useFieldOptions,
  useLocale,
} from '@coffee/field-toolkit/engine';
import { CopyFromOption, KeepUndrawnFields, WatchChanges } from './FormWatchers';
import { LoadRowsOnChoice } from './LoadRowsOnChoice';
import { usePageContext } from './pageContext';
import { scopedDef, scopedName } from './rowScope';
import type { RowScope } from './rowScope';
import type { DetailController } from './useDetailController';
import { useFilledFields } from './emptiness';
import { useSectionOpen, useShowEmptyFields } from './sectionState';
import { sectionConditionFields, sectionShown } from './visibility';
import { useDrawnInSlices } from './drawnInSlices';
import { useFieldsInTurn } from './inTurn';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    // A field keeps its own height beside a taller neighbour (a memo, a field with buttons).
    alignItems: 'start',
  },
  // A record read in view mode packs more fields to a line.
  reading: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
    rowGap: tokens.spacingVerticalXS,
  },
  sectionTitle: { gridColumn: '1 / -1', margin: 0 },
  sectionToggle: { paddingLeft: 0, minWidth: 0, justifyContent: 'flex-start' },
});

/** Kinds the page may draw itself through `renderField` (they read other fields, so they see every value). */
const CUSTOM_INPUTS: ReadonlySet<InputKind> = new Set(['radar', 'flavorwheel', 'line', 'timeline', 'geomap', 'custom']);

interface BodyProps {
  page: PageConfig;
  controller: DetailController;
}

interface FieldProps extends BodyProps {
  def: FieldDef;
  /** The sub-list row the field is drawn in. */
  row?: RowScope;
}

/** A field with its options, dependencies and conditions wired from the page config, resolved in its row. */
function EngineField({ page, controller, def, row }: FieldProps) {
  const locale = useLocale();
  const scoped = scopedDef(def, row);
  const requires = (page.detail?.dependencies?.find((dependency) => dependency.field === def.name)?.requires ?? []).map(
    (name) => scopedName(name, row),
  );
  const lookupFields = [
    ...Object.values(scoped.lookup?.dependsOn ?? {}),
    ...Object.values(scoped.lookup?.filters ?? {}),
    ...requires,
  ];
  const options = useFieldOptions(scoped, useFieldValues(lookupFields), locale, requires);
  const renderField = page.detail?.renderField;
  const custom = renderField !== undefined && CUSTOM_INPUTS.has(def.input);
  const { values } = useFormState<FormValues>({ subscription: { values: custom } });
  const context = usePageContext(controller.screen, values ?? {}, row?.index);
  const upload = page.detail?.uploads?.[def.name];
  const form = useForm<FormValues>();
  const allowed = page.detail?.allowedOptions?.(scoped, { ...controller.screen, loaded: controller.initialValues });
  const fieldState = controller.fieldState(def, row);
  if (fieldState === 'hidden') return null;
  const state = allowed?.length === 0 ? 'view' : fieldState;
  const mode = controller.status === 'loading' ? 'skeleton' : state;
  return (
    <FormField
      def={scoped}
      name={row ? indexedName(def.name, row.index) : def.name}
      mode={mode}
      required={mode === 'edit' && isRequired(def.required, locale)}
      disabled={options.blocked}
      options={
        hasOptionList(def)
          ? state === 'edit'
            ? allowedOptionsOf(options.options, def.codeValues, allowed)
            : options.options
          : undefined
      }
      optionsLoading={options.loading}
      onReloadOptions={options.reload}
      renderCustom={custom ? (field, name) => renderField(field, name, context) : undefined}
      onUpload={upload && ((file, kind) => upload(file, kind, { ...context, values: form.getState().values }))}
      uploadReadsJson={upload?.readsJson}
      uploadReadsSpreadsheets={upload?.readsSpreadsheets}
    />
  );
}

/** A sub-list whose row fields see their siblings; rows loaded with the record keep their locked fields. */
function RowsField({ page, controller, def }: FieldProps) {
  const origins = useFieldValues([originKey(def)])[originKey(def)];
  const siblings = def.rows?.fields ?? [];
  const mode = controller.status === 'loading' ? 'skeleton' : controller.mode === 'view' ? 'view' : 'edit';
  return (
    <SubListField
      list={def}
      mode={mode}
      renderField={(rowDef, _name, index) => (
        <EngineField
          page={page}
          controller={controller}
          def={rowDef}
          row={{ index, siblings, loaded: Array.isArray(origins) && typeof origins[index] === 'number' }}
        />
      )}
    />
  );
}

/** A field of a section: drawn again with its section only when the form gives it new props (its own values redraw it). */
const SectionField = memo(function SectionField(props: FieldProps) {
  const Field = props.def.rows ? RowsField : EngineField;
  return <Field {...props} />;
});

/**
 * A section, left out with its title while its condition fails or none of its fields is shown. In view mode a
 * field without a value is left out unless the visitor asks for empty fields; a titled section opens and closes on
 * its title, and a rarely used one starts closed in write and edit until it holds a value (behaviour §10-2).
 */
function Section({ page, controller, section }: BodyProps & { section: DetailSection }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const defs = section.fields.map((name) => page.entity.fields.find((field) => field.name === name));
  const conditions = useFieldValues(sectionConditionFields(section, defs));
  const showEmpty = useShowEmptyFields();
  const reading = controller.mode === 'view' && controller.status === 'ready' && !showEmpty;
  const filled = useFilledFields(defs, reading || (controller.mode !== 'view' && section.rare === true));
  const [open, toggle] = useSectionOpen(
    page.key,
    section.title,
    controller.mode === 'view' ? !section.closedInView : !section.rare || filled.size > 0,
  );
  const shown = (def: FieldDef) => controller.fieldState(def) !== 'hidden' && (!reading || filled.has(def.name));
  const visible = sectionShown(section, defs, conditions, shown);
  const drawn = useDrawnInSlices(visible && open, defs.length);
  const inTurn = useFieldsInTurn(section, defs, controller.mode !== 'view');
  if (!visible) return null;
  const title = section.title ? t(section.title) : undefined;
  return (
    <section
      aria-label={title}
      // Still drawing its slices: what is below it moves until it is done.
      aria-busy={open && drawn < defs.length ? true : undefined}
      className={mergeClasses(styles.section, reading && styles.reading)}
    >
      {title && (
        <Subtitle2 as="h2" className={styles.sectionTitle}>
          <Button
            appearance="transparent"
            className={styles.sectionToggle}
            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
            aria-expanded={open}
            onClick={toggle}
          >
            {title}
          </Button>
        </Subtitle2>
      )}
      {open &&
        defs.slice(0, drawn).map((def) => {
          if (!def || (reading && !filled.has(def.name)) || !inTurn(def.name)) return null;
          return <SectionField key={def.name} page={page} controller={controller} def={def} />;
        })}
    </section>
  );
}

function PageHooks({ page, controller }: BodyProps) {
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const context = usePageContext(controller.screen, values);
  page.detail?.useCustom?.(context);
  return null;
}

/** A page's own piece seeing the form's values: its lead (key figures) or its companion (a timer's bar). */
function PagePiece({ controller, piece: Piece }: BodyProps & { piece: ComponentType<{ context: PageContext }> }) {
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const context = usePageContext(controller.screen, values);
  return <Piece context={context} />;
}

/** The fields of `sections` the page's entity defines. */
const fieldsOf = (page: PageConfig, sections: readonly DetailSection[]): FieldDef[] =>
  sections.flatMap((section) =>
    section.fields.flatMap((name) => page.entity.fields.find((f) => f.name === name) ?? []),
  );

/** Resolves after the browser has painted twice: what a resolved chart code drew is on screen. */
const afterPaints = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

/** Resolves once the first section's widgets' code is in; a saved record's charts once drawn and painted. */
function firstSectionDrawn(page: PageConfig, mode: DetailController['mode'], sections: readonly DetailSection[]) {
  // A saved record's charts only: a new record's are empty, and their code does not hold its form.
  const first = fieldsOf(page, sections.slice(0, 1));
  const charts = mode === 'write' ? [] : chartFieldsAmong(first);
  return charts.length > 0 ? preloadChartFields(charts).then(afterPaints) : preloadWidgets(first);
}

/**
 * Whether the sections after the first are drawn yet. The first section (a batch's curve, a form's opening fields)
 * is the page's main content: it is drawn and painted on its own once the record is in, waiting only for its own
 * widgets' code. Once its charts are drawn (their code in, two frames painted), or without a chart once its widgets'
 * code is in, the rest of the form's widgets are fetched, and the rest is drawn once they are in, in a transition,
 * which yields to the browser (a phone's slow CPU draws a long form for seconds): nothing of it takes the line or the
 * CPU from the first section (behaviour §11-3.1).
 */
function useRestOfForm(page: PageConfig, controller: DetailController, sections: readonly DetailSection[]): boolean {
  const ready = controller.status !== 'loading';
  const [rest, setRest] = useState(sections.length <= 1);
  // The page's background work (the browser database's code) is held from the form's mount until its first section
  // is drawn and painted: a code list answered meanwhile is stored after the first field is usable (behaviour §06-7).
  const hold = useRef<(() => void) | null>(null);
  useEffect(() => {
    const release = holdWhileDrawing();
    hold.current = release;
    return release;
  }, []);
  useEffect(() => {
    if (!ready || (rest && !hold.current)) return;
    let current = true;
    // A widget whose code failed is fetched again by its field, which shows the area's Retry if it fails again.
    const drawRest = () => {
      if (current) startTransition(() => setRest(true));
    };
    const painted = () => {
      hold.current?.();
      hold.current = null;
    };
    const first = firstSectionDrawn(page, controller.mode, sections);
    void first.then(afterPaints).then(painted, painted);
    if (!rest)
      void first
        .then(() => (current ? preloadWidgets(fieldsOf(page, sections.slice(1))) : undefined))
        .then(drawRest, drawRest);
    return () => {
      current = false;
    };
  }, [page, sections, ready, rest, controller.mode]);
  return rest;
}

/** The form body of a detail screen: page hooks, follow-ups of changes and the sections. */
export function FormBody({ page, controller }: BodyProps) {
  const fields = page.entity.fields;
  const allSections = useMemo(
    () => page.detail?.sections ?? [{ fields: fields.filter((field) => !field.directFor).map((field) => field.name) }],
    [page.detail?.sections, fields],
  );
  const rest = useRestOfForm(page, controller, allSections);
  const sections = rest ? allSections : allSections.slice(0, 1);
  // Sub-lists keep their rows under indexed names of their own.
  const kept = useMemo(
    () => fieldsOf(page, allSections).flatMap((def) => (def.rows ? [] : [def.name])),
    [page, allSections],
  );
  return (
    <>
      <KeepUndrawnFields names={kept} />
      {/* The page's hooks may set any field (a default form's switch): they start once every field is drawn. */}
      {page.detail?.useCustom && rest && <PageHooks page={page} controller={controller} />}
      <WatchChanges page={page} screen={controller.screen} />
      {page.detail?.optionCopies?.map((rule) => (
        <CopyFromOption key={rule.field} page={page} rule={rule} fresh={controller.screen.mode === 'write'} />
      ))}
      {page.detail?.rowLoads?.map((rule) => (
        <LoadRowsOnChoice key={rule.field} page={page} rule={rule} />
      ))}
      {page.detail?.lead && <PagePiece page={page} controller={controller} piece={page.detail.lead} />}
      {sections.map((section, index) => (
        <Section key={section.title ?? index} page={page} controller={controller} section={section} />
      ))}
      {page.detail?.companion && <PagePiece page={page} controller={controller} piece={page.detail.companion} />}
    </>
  );
}
