import { makeStaticStyles } from '@fluentui/react-components';

/** The page itself: no browser margin around the shell or the public background. */
export const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});
