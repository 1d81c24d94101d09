export {
  PlayerProductRail,
  defaultPlayerProductRailWords,
  type PlayerProductRailProps,
  type PlayerProductRailWords,
  type PlayerRailProduct,
} from './PlayerProductRail';
