export { Button, type ButtonProps } from './Button/Button';
export * from './composites';
