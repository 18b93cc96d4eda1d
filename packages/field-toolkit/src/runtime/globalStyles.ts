import { makeStaticStyles, tokens } from '@fluentui/react-components';

/**
 * Page-wide rules under every suite root. `:where()` keeps their specificity at zero so Fluent's own components
 * (Link, Button as a link) keep their styles; plain anchors (router links in a grid) take the theme's link colours
 * instead of the browser's blue. Korean keeps words whole and breaks only between them (or, for a word longer than
 * its box, anywhere rather than overflow).
 */
export const useGlobalStyles = makeStaticStyles({
  ':where(.fui-FluentProvider) a': { color: tokens.colorBrandForegroundLink },
  ':where(.fui-FluentProvider) a:hover': { color: tokens.colorBrandForegroundLinkHover },
  ':where(.fui-FluentProvider) a:active': { color: tokens.colorBrandForegroundLinkPressed },
  ':where(.fui-FluentProvider:lang(ko))': { wordBreak: 'keep-all', overflowWrap: 'break-word' },
});
