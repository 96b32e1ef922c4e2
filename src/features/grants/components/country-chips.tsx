import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { GRANT_CARD_COUNTRY_CHIPS } from '#contract/constants';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** Splits the names into the chips shown and the rest offered under "See more" (spec section 9: 10 chips). */
export function splitCountryChips<Item>(items: readonly Item[], shown: number = GRANT_CARD_COUNTRY_CHIPS): { chips: Item[]; more: Item[] } {
  return { chips: items.slice(0, shown), more: items.slice(shown) };
}

/** A grant's countries as chips; the names come already in the portal's language. */
export function CountryChips({ names }: { names: readonly string[] }) {
  const styles = useStyles();
  const { chips, more } = splitCountryChips(names);
  const count = more.length;
  return (
    <div className={styles.root}>
      {chips.map((name) => (
        <Tag key={name} size="small" appearance="outline">
          {name}
        </Tag>
      ))}
      {count > 0 ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="transparent">
              <Trans>See more ({count})</Trans>
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {more.map((name) => (
                <MenuItem key={name}>{name}</MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </div>
  );
}
