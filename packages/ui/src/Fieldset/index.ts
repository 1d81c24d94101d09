export {
  Fieldset,
  type FieldsetLayout,
  type FieldsetProps,
  type FieldsetVariant,
} from './Fieldset';
