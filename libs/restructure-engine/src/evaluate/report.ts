/** Plain-text tables of an evaluation. */
import type { ItemScore, Summary, TargetCheck } from './score.js';

export function formatTable(summaries: readonly Summary[]): string {
  const header = ['group', 'n', 'mean tau', 'perfect', 'detect', 'tau (auto)', 'fidelity fails'];
  const rows = summaries.map((s) => [
    s.group,
    String(s.n),
    s.meanTau.toFixed(3),
    percent(s.perfectRate),
    s.detectionAccuracy === undefined ? '-' : percent(s.detectionAccuracy),
    s.meanTauAuto === undefined ? '-' : s.meanTauAuto.toFixed(3),
    String(s.fidelityFailures),
  ]);
  return table([header, ...rows]);
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  return checks
    .map((c) => {
      const value =
        c.name.includes('rate') || c.name.includes('accuracy')
          ? percent(c.value)
          : c.name.includes('fail')
            ? String(c.value)
            : c.value.toFixed(3);
      const target =
        c.name.includes('rate') || c.name.includes('accuracy')
          ? percent(c.target)
          : c.name.includes('fail')
            ? `${c.target}`
            : c.target.toFixed(2);
      return `${c.met ? 'met    ' : 'NOT MET'}  ${c.name}: ${value} (target ${c.name.includes('fail') ? '=' : '≥'} ${target})`;
    })
    .join('\n');
}

export function formatItems(scores: readonly ItemScore[]): string {
  const header = ['id', 'type', 'cue', 'tau', 'detected', 'fidelity'];
  const rows = scores.map((s) => [
    s.id,
    s.type,
    s.cue,
    s.tau.toFixed(3),
    s.detected ?? '-',
    s.error
      ? `error: ${s.error}`
      : s.fidelity.ok
        ? 'ok'
        : `missing ${s.fidelity.missing.length}, duplicated ${s.fidelity.duplicated.length}, added ${s.fidelity.added.length}`,
  ]);
  return table([header, ...rows]);
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

function table(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
