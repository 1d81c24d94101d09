// `@runway-live/domain/display`: what people read (days, times, zones, carousel moments, counts,
// money) and the input filters of the forms.
export * from '../display';
export * from '../carouselMoments';
export * from '../filters';
