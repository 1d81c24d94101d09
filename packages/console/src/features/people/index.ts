// People's public face for the other features: the designer a form or a list is for.
// Its screens load through the routes (app/routes/screens.ts), never through this file.
export { DesignerSelect } from './DesignerSelect';
export { DesignerFilter } from './DesignerFilter';
export { designerRequired, useFormDesignerId } from './formDesigner';
