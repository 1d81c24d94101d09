import { CSV_COLUMNS } from './columns';

/**
 * The sample behind 'Please download sample csv file to import data.': the spec's columns
 * in the spec's order and a few lines that import cleanly against the reference catalogue.
 * Designer Id is left blank: designers' lines use their own id, and admins and staff fill
 * in the designer they import for.
 */
export const SAMPLE_PRODUCT_CSV = [
  CSV_COLUMNS.join(','),
  ',,1001,Maison Lune,Linen slip dress,ML-1001,1.2,$189.00,Black,#000000,,S,5,ML-1001-BLK-S,,Linen,"Bias-cut slip dress, fully lined.",8.875,03/01/2026,,FALSE,FALSE,FALSE,,,,',
  ',,1001,Maison Lune,Linen slip dress,ML-1001,1.2,$189.00,Black,#000000,,M,8,ML-1001-BLK-M,,Linen,"Bias-cut slip dress, fully lined.",8.875,03/01/2026,,FALSE,FALSE,FALSE,,,,',
  ',,1001,Maison Lune,Linen slip dress,ML-1001,1.2,$189.00,Floral,,Blue poppies on cream,M,4,ML-1001-FLO-M,,Linen,"Bias-cut slip dress, fully lined.",8.875,03/01/2026,,FALSE,FALSE,FALSE,,,,',
  ',,1020,Maison Lune,High-rise straight jeans,ML-2040,1.8,"$1,249.00",Navy,#1f2a44,,28,0,ML-2040-NAV-28,,Selvedge denim,Rigid selvedge denim with a straight leg.,8.875,03/01/2026,04/15/2026,TRUE,FALSE,TRUE,,Resort edit,Denim for warm evenings,',
  ',,1032,Maison Lune,Canvas tote,ML-3001,,$95.00,Camel,,,OS,12,ML-3001-CAM-OS,,,Waxed canvas tote with leather handles.,8.875,03/01/2026,,FALSE,TRUE,FALSE,,,,',
].join('\r\n');
