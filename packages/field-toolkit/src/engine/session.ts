import { selectUserTypes, useSessionStore } from '@coffee/api-client';
import type { OrgType, UserType } from '@coffee/domain';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@coffee/domain';

export function useUserTypes(): readonly UserType[] {
  return useSessionStore(selectUserTypes);
}

/** Changes whenever the user or the selected organisation changes: part of list query keys (behaviour §01-4). */
export function useAuthorityKey(): string {
  const userId = useSessionStore((state) => state.user?.user_id ?? 'GUEST');
  const selected = useSessionStore((state) => state.selected);
  return `${userId}|${(['cafe', 'roaster'] as const satisfies OrgType[]).map((type) => selected[type] ?? '').join('|')}`;
}

export function useOrgRole(org: OrgType | null): string | undefined {
  return useSessionStore((state) => {
    if (!org) return undefined;
    return state.rights[org]?.memberships.find((m) => m.auth_seq === state.selected[org])?.user_auth;
  });
}

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'kr';
}

const MOBILE_QUERY = '(max-width: 767.98px)';

/** Mobile is a viewport below 768 px (behaviour §01-9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = globalThis.matchMedia?.(MOBILE_QUERY);
      media?.addEventListener?.('change', notify);
      return () => media?.removeEventListener?.('change', notify);
    },
    () => globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false,
    () => false,
  );
}
