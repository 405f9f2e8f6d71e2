/**
 * Which MOVED event of a licence's history each of support's moves made. A support move writes its MOVED event and its
 * audit row (where the reason is) in one transaction, so they leave the same MID within seconds of each other; a move
 * made by the buyer, or released by the desktop client, has no audit row and so no reason.
 */
const CLOSE_MS = 60_000;

interface HistoryEvent { kind: string; at: string; mid?: string | null }
interface Move { at: string; fromMid?: string | null }

export const supportMoveOfEvent = <M extends Move>(history: readonly HistoryEvent[], moves: readonly M[]) => {
  const byEvent = new Map<number, M>();
  for (const move of moves) {
    let best: { index: number; gap: number } | undefined;
    history.forEach((event, index) => {
      if (event.kind !== 'MOVED' || byEvent.has(index) || (event.mid ?? null) !== (move.fromMid ?? null)) return;
      const gap = Math.abs(Date.parse(event.at) - Date.parse(move.at));
      if (gap <= CLOSE_MS && (!best || gap < best.gap)) best = { index, gap };
    });
    if (best) byEvent.set(best.index, move);
  }
  return byEvent;
};
