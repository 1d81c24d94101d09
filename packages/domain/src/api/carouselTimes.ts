import * as z from 'zod';
import { carouselTimesShapeSchema } from '../schemas/carouselTimes';
import { dataResponseSchema } from './common';

/**
 * GET and PUT /api/v2/events/:id/carousel-times (API.md): the whole list at once. PUT takes
 * the array itself and answers the list as stored, like GET: sorted by startSec.
 */
export const apiCarouselTimeSchema = z.object({
  productId: z.string(),
  startSec: z.number(),
  endSec: z.number(),
});
export type ApiCarouselTime = z.infer<typeof apiCarouselTimeSchema>;

export const carouselTimesResponseSchema = dataResponseSchema(z.array(apiCarouselTimeSchema));
export type CarouselTimesResponse = z.infer<typeof carouselTimesResponseSchema>;
export const setCarouselTimesRequestSchema = carouselTimesShapeSchema;
