import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NamedItem } from '#contract/reference';
import type { OutboxRecord } from '@/offline/outbox';
import { refusalText } from '@/offline/outbox-problem';
import { useQueuedSubmit } from '@/offline/submit-queued';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
});

type DueDiligencePickerProps = {
  /** The funder's types the grant does not require yet; undefined while they load. */
  choices: readonly NamedItem[] | undefined;
  disabled: boolean;
  /** Queues the addition; the picker waits a moment for the server and shows its refusal (decision 143). */
  onAdd: (type: NamedItem) => Promise<OutboxRecord>;
};

/** Picks one of the funder's due-diligence types for the grant to require. */
export function DueDiligencePicker({ choices, disabled, onAdd }: DueDiligencePickerProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const submit = useQueuedSubmit();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = choices?.find((type) => type.id === chosenId);
  const add = async (type: NamedItem) => {
    setAdding(true);
    setRefusal(null);
    const outcome = await submit(onAdd(type));
    setAdding(false);
    if (outcome.outcome === 'rejected') {
      setRefusal(refusalText(outcome.entity, outcome.error, i18n, Object.values(outcome.error.fields ?? {}).flat()));
    } else if (outcome.outcome !== 'unsaved') {
      setChosenId(null);
    }
  };
  const hint = disabled
    ? undefined
    : choices === undefined ? t`Loading the funder’s due-diligence types…` : choices.length === 0 ? t`Every due-diligence type of the funder is already required. New types are defined in Settings, Due diligence.` : undefined;
  return (
    <div className={styles.row}>
      <Field
        className={styles.field}
        label={t`Due-diligence type`}
        hint={hint}
        validationMessage={refusal ?? undefined}
        validationState={refusal ? 'error' : 'none'}
      >
        <Dropdown
          placeholder={t`Choose a type`}
          disabled={disabled || !choices || choices.length === 0}
          selectedOptions={chosen ? [String(chosen.id)] : []}
          value={chosen?.name ?? ''}
          onOptionSelect={(_, data) => {
            setRefusal(null);
            setChosenId(data.optionValue ? Number(data.optionValue) : null);
          }}
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
        disabled={disabled || !chosen || adding}
        onClick={() => {
          if (chosen) void add(chosen);
        }}
      >
        <Trans>Add due diligence</Trans>
      </Button>
    </div>
  );
}
