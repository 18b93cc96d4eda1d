import { lookupPath, pagePath } from '@coffee/domain';
import { isOk } from '@coffee/api-client';
import { fetchAnswer, fetchCall, getQuery } from '@coffee/api-client/query';
import { beanInfoCalls } from 'mf-public-tools/model';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { BeanInfo } from './prefill';
import { beanPrefill, receivedPrefill } from './prefill';
import { CAFE_PAGES } from '../../../model';

/** What the QR page does: open the prefilled form, go elsewhere, or say the serial shows nothing. */
export type QRPlan =
  { kind: 'form'; values: FormValues; info: BeanInfo } | { kind: 'go'; to: string } | { kind: 'missing' };

/** The questions the flow asks (behaviour §03-5 dialogs); true on OK. */
export interface QRQuestions {
  refresh: () => Promise<boolean>;
  register: () => Promise<boolean>;
}

type Option = Readonly<Record<string, unknown>> & { value: unknown };

const CAFE_PUBLIC = { check_cafe_public_stage: 1 };

/** A roaster's blend or batch as the cafe reads it (the public stage the roastery gave its partner cafes). */
const BEAN_INFO = { default: beanInfoCalls.cafeBlend, detail: beanInfoCalls.cafeBlendResult } as const;

async function beanInfo(kind: 'default' | 'detail', serial: Record<string, string>): Promise<BeanInfo | undefined> {
  const response = await fetchCall(BEAN_INFO[kind], { ...serial, ...CAFE_PUBLIC });
  if (!isOk(response)) return undefined;
  return { ...response.result, blending_result: response.blending_result ?? null };
}

async function options(path: string, query: Record<string, string> = {}): Promise<readonly Option[]> {
  const response = await fetchAnswer(getQuery<Option[]>(path, query));
  return isOk(response) && Array.isArray(response.result) ? response.result : [];
}

const beanOfBlend = async (blendingUuid: unknown) =>
  typeof blendingUuid === 'string'
    ? (await options(lookupPath(CAFE_PAGES.CoffeebeanDefault))).find((bean) => bean.blending_uuid === blendingUuid)
    : undefined;

export const qrReceivedPath = (batchUuid: string): string =>
  `/cafe/coffeebean/qrreceived/${encodeURIComponent(batchUuid)}`;
export const qrDefaultPath = (blendUuid: string, batchUuid?: string | null): string =>
  `/cafe/coffeebean/qrdefault/${encodeURIComponent(blendUuid)}${batchUuid ? `?qrreceived=${encodeURIComponent(batchUuid)}` : ''}`;

/**
 * A roaster's blend opened from its QR (behaviour §03-3.8): when the cafe already has a bean of that blend, continue with
 * the batch named by `?qrreceived` or ask to refresh; otherwise the new bean form, prefilled.
 */
export async function planQRDefault(blendUuid: string, batchUuid: string | null, ask: QRQuestions): Promise<QRPlan> {
  const info = await beanInfo('default', { blending_uuid: blendUuid });
  if (!info) return { kind: 'missing' };
  if (await beanOfBlend(info.blending_uuid ?? blendUuid)) {
    if (batchUuid) return { kind: 'go', to: qrReceivedPath(batchUuid) };
    if (!(await ask.refresh())) return { kind: 'go', to: pagePath(CAFE_PAGES.CoffeebeanDefault) };
  }
  return { kind: 'form', values: beanPrefill(info), info };
}

/**
 * A roaster's batch opened from its QR: its blend must be a cafe bean first (else offer that registration);
 * a batch already received asks to refresh (cancel goes to the received list); then the new received form.
 */
export async function planQRReceived(batchUuid: string, ask: QRQuestions): Promise<QRPlan> {
  const info = await beanInfo('detail', { blending_result_uuid: batchUuid });
  if (!info) return { kind: 'missing' };
  const bean = await beanOfBlend(info.blending_uuid);
  if (!bean) {
    const blendUuid = typeof info.blending_uuid === 'string' ? info.blending_uuid : undefined;
    if (blendUuid && (await ask.register())) return { kind: 'go', to: qrDefaultPath(blendUuid, batchUuid) };
    return { kind: 'go', to: pagePath(CAFE_PAGES.CoffeebeanReceived) };
  }
  const received = await options(lookupPath(CAFE_PAGES.CoffeebeanReceived), { blending_result_uuid: batchUuid });
  if (received.length > 0 && !(await ask.refresh())) return { kind: 'go', to: pagePath(CAFE_PAGES.CoffeebeanReceived) };
  return { kind: 'form', values: receivedPrefill(info, bean.value), info };
}
