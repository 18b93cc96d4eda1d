import type { ReactElement, ReactNode } from 'react';
import { Field, Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import type { WidgetMode } from './types';

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', rowGap: '4px' },
});

export interface WidgetFieldProps {
  name: string;
  label: string;
  mode: WidgetMode;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactElement | string | undefined | false;
  /** Height of the skeleton placeholder's body. */
  skeletonSize?: 16 | 24 | 32 | 40 | 48 | 56 | 64 | 72 | 96 | 120 | 128;
  children: ReactNode;
}

/** Label + validation message frame shared by the widgets; the label is tied to the control by Fluent's Field. */
export function WidgetField({
  name,
  label,
  mode,
  required,
  error,
  hint,
  skeletonSize = 32,
  children,
}: WidgetFieldProps) {
  const styles = useStyles();
  if (mode === 'skeleton') {
    return (
      <Skeleton data-field={name} aria-label={label} aria-busy="true" className={styles.skeleton}>
        <SkeletonItem size={16} style={{ width: '30%' }} />
        <SkeletonItem size={skeletonSize} />
      </Skeleton>
    );
  }
  return (
    <Field
      data-field={name}
      label={label}
      required={mode === 'edit' && required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={hint || undefined}
    >
      {children}
    </Field>
  );
}
