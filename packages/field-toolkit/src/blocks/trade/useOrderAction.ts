import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { apiKeys, useQueryClient } from '@coffee/api-client/query';
import { TRADE_CALLS } from '@coffee/domain';
import type { PageApi } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { answerText } from '@coffee/field-toolkit/dialogs';

/**
 * Runs an order action and, when it went through, reloads the order, its list and the new-order count; a refusal
 * comes back as its message in the visitor's language (field named when the server names one).
 */
export function useOrderAction(api: Pick<PageApi, 'list' | 'detail'>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (send: () => Promise<ApiResponse<unknown>>): Promise<string | null> => {
    const answer = await send();
    if (!isOk(answer)) return answerText(t, answer);
    await Promise.all([
      client.invalidateQueries({ queryKey: apiKeys.details(api.detail) }),
      client.invalidateQueries({ queryKey: apiKeys.lists(api.list) }),
      client.invalidateQueries({ queryKey: ['api', 'get', TRADE_CALLS.newCount] }),
      // What is left to ship and to receive after a partial shipment (behaviour §05-7).
      client.invalidateQueries({ queryKey: ['api', 'get', TRADE_CALLS.shipments] }),
      client.invalidateQueries({ queryKey: ['trade'] }),
    ]);
    return null;
  };
}
