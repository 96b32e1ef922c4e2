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
  /**
   * A link inside a sentence: underlined, since its colour alone does not set it apart from the text around it
   * enough for everyone (WCAG 1.4.1, axe-core's link-in-text-block). Links that stand alone need no underline.
   */
  inline: { textDecorationLine: 'underline' },
  /** A <button> that reads as a link (it opens something rather than going somewhere). */
  button: {
    backgroundColor: 'transparent',
    ...shorthands.borderStyle('none'),
    padding: 0,
  },
});
