import { SearchBox, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '#contract/constants';

/** Long enough to let a word be typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({ box: { minWidth: '240px', maxWidth: '100%' } });

type ListSearchBoxProps = {
  /** The search as the URL holds it. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when cleared). */
  onSearch: (search: string | undefined) => void;
  /** Accessible name; defaults to "Search". */
  label?: string;
  delayMs?: number;
};

/** A search box for a list: debounced, so the URL and the request change once per pause, not per keystroke. */
export function ListSearchBox({ value, onSearch, label, delayMs = SEARCH_DEBOUNCE_MS }: ListSearchBoxProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const emit = useEffectEvent((search: string | undefined) => onSearch(search));
  const sent = useRef(value ?? '');

  // The URL changed from elsewhere (back button, a link): show what it says.
  useEffect(() => {
    if ((value ?? '') === sent.current) return;
    sent.current = value ?? '';
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      emit(next || undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <SearchBox
      className={styles.box}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      aria-label={label ?? t`Search`}
      placeholder={label ?? t`Search`}
      onChange={(_, data) => setText(data.value)}
    />
  );
}
