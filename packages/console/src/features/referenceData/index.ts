// Reference data's public face for the other features: the lists a product's form picks from.
// Its screens load through the routes (app/routes/screens.ts), never through this file.
export { categories } from './categories/categoriesApi';
export { colors } from './colors/colorsApi';
export { sizeCharts } from './sizeCharts/sizeChartsApi';
