import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/**
 * Fluent's link look for the router's <Link>, plain anchors and link-like buttons, without Fluent's Link
 * component: on the public pages every kilobyte is paid by every user (docs/decisions/008-bundle-budgets.md).
 */
export const useLinkStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2, borderRadius: tokens.borderRadiusSmall },
  },
  /** A <button> that reads as a link (it opens something rather than going somewhere). */
  button: {
    backgroundColor: 'transparent',
    ...shorthands.borderStyle('none'),
    padding: 0,
  },
});
