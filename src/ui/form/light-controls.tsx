import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes } from 'react';

/**
 * A labelled text input and a button built on native elements, drawn with Fluent's tokens to look like
 * Fluent's Field, Input and Button. Used only on the login page: it is the one page every user downloads,
 * often over a slow link, and Fluent's components there cost about 12 KiB of gzipped JavaScript
 * (docs/decisions/008-bundle-budgets.md). Everywhere else the portal uses Fluent's components.
 */
const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { ...typographyStyles.body1, color: tokens.colorNeutralForeground1 },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  input: {
    ...typographyStyles.body1,
    boxSizing: 'border-box',
    minHeight: '32px',
    ...shorthands.padding(0, tokens.spacingHorizontalM),
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    ...shorthands.borderRadius(tokens.borderRadiusMedium),
    outlineStyle: 'none',
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover), borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
    ':focus': { borderBottomColor: tokens.colorCompoundBrandStroke, boxShadow: `inset 0 -1px 0 ${tokens.colorCompoundBrandStroke}` },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2), ':hover': { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) } },
  message: { ...typographyStyles.caption1, color: tokens.colorPaletteRedForeground1 },
  button: {
    ...typographyStyles.body1Strong,
    minHeight: '32px',
    ...shorthands.padding(0, tokens.spacingHorizontalM),
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderStyle('none'),
    ...shorthands.borderRadius(tokens.borderRadiusMedium),
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2, outlineOffset: '2px' },
    ':disabled': { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackgroundDisabled },
  },
});

type LightTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | undefined;
};

export function LightTextField({ label, value, onValueChange, error, required, className, ...input }: LightTextFieldProps) {
  const styles = useStyles();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={mergeClasses(styles.input, error ? styles.invalid : undefined, className)}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <span id={messageId} role="alert" className={styles.message}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function LightPrimaryButton({ className, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const styles = useStyles();
  return <button {...button} className={mergeClasses(styles.button, className)} />;
}
