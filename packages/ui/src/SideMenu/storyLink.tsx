import type { LinkComponent } from '../Link/linkComponent';

/**
 * For stories only: stands in for the console's router link, so following an item keeps
 * the story on screen instead of loading the path.
 */
export const StoryRouterLink: LinkComponent = ({ onClick, ...props }) => (
  <a
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);
