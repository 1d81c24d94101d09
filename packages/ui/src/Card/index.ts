export { Card, type CardProps, type CardWidth } from './Card';
