import { useEffect, useRef, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { isOk } from '@coffee/api-client';
import type { ApiNetworkStatus } from '@coffee/api-client';
import { callQuery, fetchAnswer, queryClient, settleOpening, takeOpening } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain/kernel';
import { brewingEntities } from '@coffee/domain/pages';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { newRecordValues, sameValue } from '@coffee/field-toolkit/engine/detail';
import { CupCostLine } from '../CafeCupCost/CupCostLine';
import { useLastSave } from '@coffee/field-toolkit/blocks/keptSaves';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useTranslation } from 'react-i18next';
import { keepRepeatedRecipe } from './useTodaysDialIn';
import { brewStartCalls } from '../../../model';
import type { BrewStartFrom, BrewStartKind } from '../../../model';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** What the start came from, in words: the day's dial-in (and which numbers), the brew, or both. */
export function startSourceText(t: TFunction, from: BrewStartFrom): string {
  const fields = from.dial_in?.fields.map((name) => t(`fields.${name}`)).join(', ');
  const date = from.brew?.brewing_result_date;
  if (from.dial_in && from.brew) return t('area.repeat.fromBoth', { fields, date });
  if (from.dial_in) return t('area.repeat.fromDialIn', { fields });
  if (from.brew) return t('area.repeat.fromBrew', { date });
  return t('area.repeat.none');
}

type Start = { values: FormValues; from: BrewStartFrom } | 'none' | 'failed';

const startQuery = (kind: BrewStartKind) => callQuery(brewStartCalls[kind], { today: localToday() });

function startFrom(answer: CallAnswer<(typeof brewStartCalls)['start']> | ApiNetworkStatus): Start {
  if (!isOk(answer)) return 'failed';
  const values: FormValues = answer.result ?? {};
  return Object.keys(values).length === 0 ? 'none' : { values, from: answer.from };
}

/**
 * A new brew's starting values: `start` (the bean on the bar) or `last` (repeat last brew), behaviour §10-4.4. The
 * first start of a New form is the one the shell fetched as the page opened (behaviour §11-3.2); later ones are asked anew.
 */
async function startOf(kind: BrewStartKind, opening: boolean): Promise<Start> {
  const options = startQuery(kind);
  const opened = opening ? takeOpening(options.queryKey) : () => false;
  const answer = await fetchAnswer({ ...options, staleTime: (query) => (opened(query) ? Infinity : 0) });
  settleOpening(options.queryKey);
  return startFrom(answer);
}

/** What a new brew holds before any start: today's date (the page's defaults). */
export const brewDefaults = (): FormValues => ({ brewing_result_date: localToday() });

/**
 * The start of the bean on the bar the shell fetched as the page opened (behaviour §11-3.2), when its answer is in as
 * the form first draws: the form then opens with it (the page's opening), drawn once instead of again when it arrives.
 */
export function openedStart(): Exclude<Start, string> | null {
  const { queryKey } = startQuery('start');
  const state = queryClient.getQueryState<CallAnswer<(typeof brewStartCalls)['start']>>(queryKey);
  if (!state?.data || !takeOpening(queryKey)({ queryKey, state })) return null;
  const start = startFrom(state.data);
  if (typeof start === 'string') return null;
  // The start's setting came with its dial-in: the dial-in is not asked for again over it.
  if (!blank(start.values.brewing_seq)) keepRepeatedRecipe(start.values.brewing_seq);
  return start;
}

/**
 * A new brew starts with the bean on the bar and its dial-in of the day (behaviour §10-4.4), again after each save:
 * the form is then as new (nothing to lose when leaving), and says where its numbers came from. "Repeat last brew"
 * (behaviour §10-4.2) fills the visitor's last brew the same way: the day's dial-in first.
 */
export function BrewStart({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const lastSave = useLastSave();
  const write = context.mode === 'write';
  // The start the form opened with, when the shell's answer was in as it first drew (the page's opening). An answer
  // that came in after the form opened is not in it: it is applied as any start is.
  const [opening] = useState(() => {
    const start = write ? openedStart() : null;
    const opened =
      start && Object.entries(start.values).every(([name, value]) => sameValue(context.values[name], value));
    return opened ? start : null;
  });
  // What the last start came from, put in words as drawn: a change of language says it again in the new one.
  const [said, setSaid] = useState<BrewStartFrom | 'none' | 'failed' | null>(opening?.from ?? null);
  const [busy, setBusy] = useState(false);
  // The values a new brew opens with before any start (today's date): each start begins from them.
  const defaults = useRef<FormValues>(
    opening ? newRecordValues(brewingEntities.CafeBrewingResult, context.locale, brewDefaults()) : context.values,
  );
  const opened = useRef(lastSave);
  const current = useRef(context.values);
  // The form's first start may be the one the shell fetched as the page opened.
  const begun = useRef(opening !== null);
  useEffect(() => {
    current.current = context.values;
  }, [context.values]);
  useEffect(() => {
    if (opening) settleOpening(startQuery('start').queryKey);
  }, [opening]);

  const fill = async (kind: 'start' | 'last', guarded = false) => {
    setBusy(true);
    const before = current.current;
    const start = await startOf(kind, !begun.current);
    begun.current = true;
    setBusy(false);
    if (typeof start === 'string') return setSaid(start);
    // A start that arrives after the barista chose or timed something themselves leaves it alone.
    const touched = [...Object.keys(start.values), 'brewing_start_time', 'brewing_satis'].some(
      (name) => current.current[name] !== before[name],
    );
    if (guarded && touched) return undefined;
    const { received_seq: batch, ...values } = start.values;
    // Only a setting the start changes sets off the day's dial-in, which the start already holds.
    if (!blank(values.brewing_seq) && values.brewing_seq !== current.current.brewing_seq)
      keepRepeatedRecipe(values.brewing_seq);
    if (kind === 'start') context.begin({ ...defaults.current, ...start.values });
    else {
      context.batch(values);
      // A new bean clears its batch in the form's follow-ups (scheduled as the values change): the batch comes after.
      if (batch !== undefined) setTimeout(() => context.change('received_seq', batch), 0);
    }
    setSaid(start.from);
  };

  // On opening a new brew with nothing chosen yet, and after each save (the form is ready for the next brew).
  useEffect(() => {
    if (!write) return;
    const values = current.current;
    // After a save the form was reset for the next brew: a start the barista has already begun is left alone too.
    if (lastSave !== opened.current || (blank(values.coffeebean_seq) && blank(values.brewing_seq)))
      void fill('start', true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on opening and after each save
  }, [write, lastSave]);

  if (!write) return null;
  return (
    <div className={styles.bar}>
      <Button icon={<ArrowRepeatAllRegular />} disabled={busy} onClick={() => void fill('last')}>
        {t('area.repeat.button')}
      </Button>
      <Text role="status">
        {said === null ? '' : typeof said === 'string' ? t(`area.repeat.${said}`) : startSourceText(t, said)}
      </Text>
    </div>
  );
}

/** What leads a brew: how to start it, and the bean cost of the cup when the visitor may read it (behaviour §05-16). */
export function BrewLead({ context }: { context: PageContext }) {
  return (
    <>
      <BrewStart context={context} />
      <CupCostLine context={context} />
    </>
  );
}
