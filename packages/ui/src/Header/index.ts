export { Header, type HeaderProps, type ShellUser } from './Header';
export { HEADER_OFFSET } from './Header.styles';
