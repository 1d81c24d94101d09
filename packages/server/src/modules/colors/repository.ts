import { colors } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';

export type ColorRow = typeof colors.$inferSelect;

export const colorRows = byIdRepository(colors);
