export {
  PackingSlip,
  PrintArea,
  type PackingSlipLine,
  type PackingSlipProps,
  type PrintAreaProps,
} from './PackingSlip';
