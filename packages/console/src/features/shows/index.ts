/**
 * A show, the one thing a marketplace event and a web event both are: its form's sections
 * and the form's save, its page's layout, its list's columns, its texts, the items picker
 * and the one control room. `events` and `webEvents` add only what their kind has (looks,
 * rehearsals and the lifecycle; groups, captions, embedding and web products). Other
 * features import this file only.
 */
export { ControlRoom, type ControlRoomProps, type LiveShow } from './controlRoom/ControlRoom';
export { ShowSummary } from './controlRoom/ShowSummary';
export { useLiveSummary } from './controlRoom/useLiveSummary';
export { defineShow, type ShowKind } from './defineShow';
export { showColumns, type ShowColumnsOptions } from './showColumns';
export { ShowCountdown } from './ShowCountdown';
export {
  ShowCarouselTimesSection,
  ShowDetailScreen,
  ShowFact,
  ShowItemsSection,
  ShowNote,
  ShowOverview,
  ShowSections,
  type ShowBase,
  type ShowList,
} from './ShowDetail';
export { instantOf, ShowBasicsFields, ShowVideoFields, ShowWhenSection } from './ShowFormSections';
export { otherShowOf, ShowItemsPicker, type PickerItem } from './ShowItemsPicker';
export { countdownText, durationText, showLengthText, startText } from './showText';
export { ShowFormScreen, useShowForm, type SavedShow } from './useShowForm';
