export {
  Header,
  type CopyIdText,
  type HeaderBanner,
  type HeaderProps,
  type ShellUser,
} from './Header';
export { HEADER_OFFSET } from './Header.styles';
