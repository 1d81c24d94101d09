export { ChipInput, type ChipInputProps, type ChipOption } from './ChipInput';
