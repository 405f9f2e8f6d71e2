import { describe, expect, it } from 'vitest';
import { supportMoveOfEvent } from './move-reasons.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds)).toISOString();

describe("support's moves joined to a licence's history", () => {
  it('gives each support move to the MOVED event leaving the same MID at that moment', () => {
    const history = [
      { kind: 'GENERATED', at: at(0), mid: 'A' },
      { kind: 'MOVED', at: at(10), mid: 'A' },
      { kind: 'GENERATED', at: at(10), mid: 'B' },
      { kind: 'MOVED', at: at(20), mid: 'B' },
    ];
    const moves = [{ at: at(20), fromMid: 'B', reason: 'laptop replaced' }];
    expect([...supportMoveOfEvent(history, moves)]).toEqual([[3, moves[0]]]);
  });

  it("leaves a buyer's own move without a reason", () => {
    const history = [{ kind: 'MOVED', at: at(10), mid: 'A' }];
    expect(supportMoveOfEvent(history, [{ at: at(50), fromMid: 'B' }]).size).toBe(0);
  });

  it('gives two moves from the same MID one event each', () => {
    const history = [
      { kind: 'MOVED', at: at(1), mid: 'A' },
      { kind: 'MOVED', at: at(3), mid: 'A' },
    ];
    const moves = [{ at: at(1), fromMid: 'A' }, { at: at(3), fromMid: 'A' }];
    const joined = supportMoveOfEvent(history, moves);
    expect(joined.get(0)).toBe(moves[0]);
    expect(joined.get(1)).toBe(moves[1]);
  });
});
