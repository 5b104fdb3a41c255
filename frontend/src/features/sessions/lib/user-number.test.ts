import { describe, expect, it } from 'vitest';
import { userNumberFromId } from './user-number';

describe(userNumberFromId.name, () => {
  it("keeps only the digits of the member's id", () => {
    expect(userNumberFromId('user_2a7b9-c31')).toBe('27931');
  });

  it('uses a random number when no digit remains', () => {
    expect(userNumberFromId('abc', () => 0.123456789)).toBe('123456789');
  });
});
