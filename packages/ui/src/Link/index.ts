export { Link, type LinkProps } from './Link';
export type { LinkComponent, ShellLinkProps } from './linkComponent';
