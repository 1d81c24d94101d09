import { describe, expect, it } from 'vitest';
import { boots, coat, eveningLook, LOOK_ID, scarf } from './testing';
import { lookMovesOf } from './lookMoves';

const OTHER = '01930000-0000-7000-8000-0000000000a2';
const morning = { ...eveningLook, _id: OTHER, name: 'Morning in Bergen' };

describe('lookMovesOf', () => {
  it('names each selected product an add would take out of another look, with that look', () => {
    expect(
      lookMovesOf([coat, scarf, boots], ['p-coat', 'p-boots'], OTHER, [eveningLook, morning]),
    ).toBe('Adding takes this product out of its look: Wool coat (“Evening in Oslo”).');
    expect(lookMovesOf([coat, scarf], ['p-coat', 'p-scarf'], OTHER, [eveningLook, morning])).toBe(
      'Adding takes these products out of their looks: Wool coat (“Evening in Oslo”), Silk scarf (“Evening in Oslo”).',
    );
  });

  it('is null when nothing moves: no look yet, the same look, or not selected', () => {
    expect(
      lookMovesOf([coat, scarf, boots], ['p-coat', 'p-boots'], LOOK_ID, [eveningLook]),
    ).toBeNull();
    expect(lookMovesOf([coat, boots], ['p-boots'], OTHER, [eveningLook, morning])).toBeNull();
  });
});
