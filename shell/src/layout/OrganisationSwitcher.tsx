import { BuildingShop20Regular } from '@fluentui/react-icons/svg/building-shop';
import { DrinkCoffee20Regular } from '@fluentui/react-icons/svg/drink-coffee';
import { useTranslation } from 'react-i18next';
import { selectMembership, selectMemberships, useSessionStore } from '@coffee/api-client';
import type { Membership, OrgType } from '@coffee/domain';
import { ORG_TYPES } from '@coffee/domain/session';
import { ChoiceMenu } from './ChoiceMenu';

const icons = { cafe: <DrinkCoffee20Regular />, roaster: <BuildingShop20Regular /> } as const;

function OrganisationChoice({ type }: { type: OrgType }) {
  const { t, i18n } = useTranslation();
  const memberships = useSessionStore(selectMemberships(type));
  const selected = useSessionStore((state) => state.selected[type]);
  // Shown from the first membership: a new member sees the organisation they were accepted into.
  if (memberships.length === 0 || selected === undefined) return null;
  const nameOf = (membership: Membership | undefined) =>
    (i18n.language === 'en' ? membership?.name : (membership?.name_kr ?? membership?.name)) ?? '';
  const bySeq = (seq: string) => memberships.find((membership) => String(membership.auth_seq) === seq);
  return (
    <ChoiceMenu
      label={t(`shell.organisation.${type}`)}
      icon={icons[type]}
      value={String(selected)}
      options={memberships.map((membership) => String(membership.auth_seq))}
      optionLabel={(seq) => `${nameOf(bySeq(seq))} · ${bySeq(seq)?.user_auth ?? ''}`}
      onChange={(seq) => selectMembership(type, Number(seq))}
      showValue
    />
  );
}

/** Shows the cafe and roastery the pages work on, and lets a member of several choose. */
export function OrganisationSwitcher() {
  return (
    <>
      {ORG_TYPES.map((type) => (
        <OrganisationChoice key={type} type={type} />
      ))}
    </>
  );
}
