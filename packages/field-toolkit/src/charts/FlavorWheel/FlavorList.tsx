import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChartLocale } from '../shared/useLocale';
import { selectionState } from './flavorWheelTree';
import type { FlavorNode } from './flavorWheelTree';

const useStyles = makeStyles({
  root: { maxWidth: '40rem' },
  summary: { cursor: 'pointer', paddingBlock: tokens.spacingVerticalXS, color: tokens.colorBrandForegroundLink },
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  top: { paddingInlineStart: 0, columnWidth: '14rem' },
  family: { breakInside: 'avoid' },
});

export interface FlavorListProps {
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
export function FlavorList({ tree, selected, maxDepth, locale, disabled, onToggle }: FlavorListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
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
  return (
    <details className={styles.root}>
      <summary className={styles.summary}>{t('charts.flavorWheel.list')}</summary>
      {renderNodes(tree, `${styles.list} ${styles.top}`)}
    </details>
  );
}
