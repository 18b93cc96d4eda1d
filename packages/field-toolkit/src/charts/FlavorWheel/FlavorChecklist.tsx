import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { ChartLocale } from '../shared/useLocale';
import { selectionState } from './flavorWheelTree';
import type { FlavorNode } from './flavorWheelTree';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  top: { paddingInlineStart: 0, columnWidth: '14rem' },
  family: { breakInside: 'avoid' },
});

export interface FlavorChecklistProps {
  tree: readonly FlavorNode[];
  selected: readonly string[];
  maxDepth: number;
  locale: ChartLocale;
  disabled: boolean;
  onToggle: (codeId: string) => void;
}

/**
 * The wheel's flavors as nested checkboxes, for keyboard and screen-reader users: each toggles the same
 * selection as a click on its arc. A family or group with some flavors chosen shows as partly checked.
 */
export function FlavorChecklist({ tree, selected, maxDepth, locale, disabled, onToggle }: FlavorChecklistProps) {
  const styles = useStyles();
  const chosen = new Set(selected);
  const renderNodes = (nodes: readonly FlavorNode[], className: string) => (
    <ul className={className}>
      {nodes.map((node) => {
        const state = selectionState(node, chosen);
        return (
          <li key={node.id} className={node.depth === 1 ? styles.family : undefined}>
            <Checkbox
              label={locale === 'en' ? node.name : node.nameKr}
              checked={state === 'selected' ? true : state === 'partial' ? 'mixed' : false}
              disabled={disabled}
              onChange={() => onToggle(node.id)}
            />
            {node.depth < maxDepth && node.children.length > 0 && renderNodes(node.children, styles.list)}
          </li>
        );
      })}
    </ul>
  );
  return renderNodes(tree, `${styles.list} ${styles.top}`);
}
