/**
 * What each component of @runway-live/ui may add to an app that already has react and
 * styled-components (gzip KB, as `pnpm bench ui-size` measures it: a Vite build of an app
 * importing that one component from the published build, minus the same app without it).
 * Issue 5 set 15 KB for Button; issue 34 made it every component's, with the heavier ones
 * named below at their measured cost (28 Nov 2026) plus about 10 %.
 */
import { checkBudget, type BudgetVerdict } from '../bundle/budgets';

export const COMPONENT_BUDGET_KB = 15;

/** The components that bring a library of their own, each with its own limit. */
export const COMPONENT_BUDGETS_KB: Readonly<Record<string, number>> = {
  CarouselTimeEditor: 49, // 44.3: the player's timeline and product rail
  ChipInput: 19, // 17.2
  CountrySelect: 43, // 39.0: libphonenumber-js's country list
  CropperDialog: 37, // 33.3: the cropper and browser-image-compression
  DataTable: 33, // 29.5: @tanstack/react-table and react-virtual
  DateTimeField: 26, // 23.8: date-fns and @date-fns/tz
  EventCalendar: 19, // 17.1
  ImageList: 22, // 20.2: @dnd-kit
  LiveChat: 48, // 44.0
  SortableList: 22, // 19.7: @dnd-kit
  Sparkline: 113, // 102.5: recharts
  TimeSeriesChart: 137, // 124.4: recharts
  UploaderSheet: 92, // 83.2: the cropper, compression and @dnd-kit
  VariantGrid: 84, // 76.0
};

/** One component's measured cost. */
export type ComponentCost = { component: string; addedKb: number };

export function checkComponentCost(
  { component, addedKb }: ComponentCost,
  limits: Readonly<Record<string, number>> = COMPONENT_BUDGETS_KB,
): BudgetVerdict {
  return checkBudget({
    page: `{ ${component} }`,
    kb: addedKb,
    limitKb: limits[component] ?? COMPONENT_BUDGET_KB,
    modules: [],
    forbidden: [],
  });
}
