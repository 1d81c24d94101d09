export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';
