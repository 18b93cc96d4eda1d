import { useEffect, useState } from 'react';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import type { ChoiceMenuProps } from './ChoiceMenu';
import { ToolbarButton } from './ToolbarParts';

export interface ChoiceMenuPopupProps<T extends string> extends ChoiceMenuProps<T> {
  /** Opens at once: it takes the place of the plain button the visitor just opened. */
  defaultOpen: boolean;
}

/** The menu and tooltip of a ChoiceMenu: Fluent's menu, tooltip and positioning, loaded when first opened. */
export default function ChoiceMenuPopup<T extends string>(props: ChoiceMenuPopupProps<T>) {
  const { label, icon, value, options, optionLabel, onChange, showValue = false, className } = props;
  const name = label.replace(/\s+/g, '-').toLowerCase();
  const [open, setOpen] = useState(false);
  // Opened once mounted, as a click on a mounted trigger would: the menu then takes the focus and gives it back.
  useEffect(() => {
    if (!props.defaultOpen) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu
      open={open}
      onOpenChange={(_event, data) => setOpen(data.open)}
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
