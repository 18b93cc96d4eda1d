import { Button, Field, Input, MessageBar, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CORRECTION_KINDS, manualMovementForm, validateRecord } from '@coffee/domain';
import type { ManualMovement, StockItem } from '@coffee/domain';
import { isOk } from '@coffee/api-client';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { correctStock, grams, receiveStock } from './api';
import type { ItemKeys } from './api';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '32rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A later delivery of a green lot; batches get their stock from the record that makes them. */
type FormKind = ManualMovement;
const MANUAL_MOVEMENTS: readonly FormKind[] = ['receipt', ...CORRECTION_KINDS];
const kindsOf = (type: StockItem): readonly FormKind[] => (type === 'greenbean' ? MANUAL_MOVEMENTS : CORRECTION_KINDS);

type FieldName = 'correction_kind' | 'correction_mass' | 'movement_memo';
interface Failure {
  field: FieldName;
  key: string;
  bound?: unknown;
  /** The server's refusal as text (what the answer says, the field named with this form's label). */
  text?: string;
}

/** The form's one mass field is the receipt's mass on a receipt. */
const formField = (field: string | undefined): FieldName =>
  (['correction_kind', 'correction_mass', 'movement_memo'] as const).find((name) => name === field) ??
  'correction_mass';

/**
 * The form's own checks: the domain's `manualMovementForm`, which the server checks too (behaviour §01-5), in field
 * order. A reason not yet chosen is checked as a correction, whose reason is then the first thing missing.
 */
export function checkCorrection(kind: string, mass: string, memo: string): Failure | null {
  const movement = (MANUAL_MOVEMENTS as readonly string[]).includes(kind) ? (kind as FormKind) : 'count';
  const values =
    movement === 'receipt'
      ? { receipt_mass: mass.trim(), movement_memo: memo }
      : { correction_kind: kind, correction_mass: mass.trim(), movement_memo: memo };
  const failure = validateRecord(manualMovementForm(movement), values, { mode: 'write', locale: 'kr' });
  return failure && { field: formField(failure.field), key: failure.key, bound: failure.bound };
}

export interface CorrectionFormProps {
  type: StockItem;
  keys: ItemKeys;
  onSaved: () => void;
}

/**
 * A manual correction with its reason (count, sale, sample, loss) or, for a green lot, a receipt of a later delivery;
 * checked here and again by the server.
 */
export function CorrectionForm({ type, keys, onSaved }: CorrectionFormProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [kind, setKind] = useState<FormKind | ''>('');
  const [mass, setMass] = useState('');
  const [memo, setMemo] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<{ balance: number; receipt: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const label = (field: FieldName) =>
    t(
      field === 'correction_kind'
        ? 'blocks.inventory.correctionKind'
        : field === 'movement_memo'
          ? 'blocks.inventory.movementMemo'
          : kind === 'count'
            ? 'blocks.inventory.correctionMassCount'
            : kind === 'receipt'
              ? 'blocks.inventory.receiptMass'
              : 'blocks.inventory.correctionMass',
    );
  const messageFor = (field: FieldName) =>
    failure?.field === field
      ? (failure.text ??
        t(`messages.${failure.key}`, { field: label(field), bound: failure.bound, value: failure.bound }))
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const local = checkCorrection(kind, mass, memo);
    setFailure(local);
    if (local) return document.getElementById(`inventory-${local.field}`)?.focus();
    setBusy(true);
    const stored = Math.round(Number(mass) * 10);
    const answer =
      kind === 'receipt'
        ? await receiveStock(type, keys, { receipt_mass: stored, movement_memo: memo || null })
        : await correctStock(type, keys, {
            correction_kind: kind,
            correction_mass: stored,
            movement_memo: memo || null,
          });
    setBusy(false);
    if (!isOk(answer)) {
      const field = formField(answer.field);
      const text = answerText(t, answer, ({ key, bound }) => ({
        key: `messages.${key}`,
        values: { field: label(field), bound, value: bound },
      }));
      setFailure({ field, key: answer.description ?? '', text });
      return;
    }
    setSaved({ balance: answer.result.balance, receipt: kind === 'receipt' });
    setMass('');
    setMemo('');
    onSaved();
  };

  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const title = t(type === 'greenbean' ? 'blocks.inventory.correctionOrReceipt' : 'blocks.inventory.correction');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <Field label={label('correction_kind')} required validationMessage={messageFor('correction_kind')}>
        <Select id="inventory-correction_kind" value={kind} onChange={(_, data) => setKind(data.value as FormKind)}>
          <option value="" />
          {kindsOf(type).map((reason) => (
            <option key={reason} value={reason}>
              {t(`blocks.inventory.reasons.${reason}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={label('correction_mass')} required validationMessage={messageFor('correction_mass')}>
        <Input
          id="inventory-correction_mass"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          value={mass}
          onChange={(_, data) => setMass(data.value)}
        />
      </Field>
      <Field label={label('movement_memo')} validationMessage={messageFor('movement_memo')}>
        <Textarea id="inventory-movement_memo" value={memo} onChange={(_, data) => setMemo(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t(kind === 'receipt' ? 'blocks.inventory.saveReceipt' : 'blocks.inventory.save')}
        </Button>
      </div>
      {saved !== null && (
        <MessageBar intent="success" role="status">
          {t(saved.receipt ? 'blocks.inventory.received' : 'blocks.inventory.saved', {
            balance: grams(saved.balance, locale),
          })}
        </MessageBar>
      )}
    </form>
  );
}
