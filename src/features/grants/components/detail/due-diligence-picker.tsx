import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NamedItem } from '#contract/reference';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
});

type DueDiligencePickerProps = {
  /** The funder's types the grant does not require yet; undefined while they load. */
  choices: readonly NamedItem[] | undefined;
  disabled: boolean;
  onAdd: (type: NamedItem) => void;
};

/** Picks one of the funder's due-diligence types for the grant to require. */
export function DueDiligencePicker({ choices, disabled, onAdd }: DueDiligencePickerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = choices?.find((type) => type.id === chosenId);
  const hint = disabled
    ? undefined
    : choices === undefined ? t`Loading the funder’s due-diligence types…` : choices.length === 0 ? t`Every due-diligence type of the funder is already required. New types are defined in Settings, Due diligence.` : undefined;
  return (
    <div className={styles.row}>
      <Field className={styles.field} label={t`Due-diligence type`} hint={hint}>
        <Dropdown
          placeholder={t`Choose a type`}
          disabled={disabled || !choices || choices.length === 0}
          selectedOptions={chosen ? [String(chosen.id)] : []}
          value={chosen?.name ?? ''}
          onOptionSelect={(_, data) => setChosenId(data.optionValue ? Number(data.optionValue) : null)}
        >
          {(choices ?? []).map((type) => (
            <Option key={type.id} value={String(type.id)}>
              {type.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button
        appearance="primary"
        icon={<AddRegular />}
        disabled={disabled || !chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChosenId(null);
        }}
      >
        <Trans>Add due diligence</Trans>
      </Button>
    </div>
  );
}
