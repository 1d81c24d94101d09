export { PageHeader, type PageHeaderProps, type PageAction } from './PageHeader';
