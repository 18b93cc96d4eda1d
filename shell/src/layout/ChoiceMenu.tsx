import type { ReactElement } from 'react';
import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  ToolbarButton,
  Tooltip,
} from '@fluentui/react-components';

export interface ChoiceMenuProps<T extends string> {
  /** Accessible name of the setting, e.g. "Theme". */
  label: string;
  icon: ReactElement;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  /** Shows the current choice beside the icon (hidden on narrow screens by the caller's CSS). */
  showValue?: boolean;
  className?: string;
}

/** A toolbar button opening a radio menu: one setting, its options, the current one checked. */
export function ChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const { label, icon, value, options, optionLabel, onChange, showValue = false, className } = props;
  const name = label.replace(/\s+/g, '-').toLowerCase();
  return (
    <Menu
      checkedValues={{ [name]: [value] }}
      onCheckedValueChange={(_event, data) => onChange(data.checkedItems[0] as T)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="description">
          <ToolbarButton icon={icon} aria-label={`${label}: ${optionLabel(value)}`} className={className}>
            {showValue ? optionLabel(value) : undefined}
          </ToolbarButton>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {options.map((option) => (
            <MenuItemRadio key={option} name={name} value={option}>
              {optionLabel(option)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
