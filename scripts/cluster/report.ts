/** The cluster test's checks (each passed or failed) and its figures, printed as they come and summed at the end. */
export const createReport = () => {
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  const figures: string[] = [];
  const check = (name: string, ok: boolean, detail = '') => {
    if (ok) passed++;
    else {
      failed++;
      failures.push(name);
    }
    console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  };
  return {
    check,
    /** A figure for the record (not a check). */
    figure: (line: string) => {
      figures.push(line);
      console.log(`    ${line}`);
    },
    /** Runs a scenario; a scenario that throws counts as one failed check naming where it stopped. */
    scenario: async (title: string, run: () => Promise<void>) => {
      console.log(`\n▶ ${title}`);
      const started = Date.now();
      try {
        await run();
      } catch (error) {
        check(`${title}: ran to the end`, false, (error as Error).message);
      }
      console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
    failures: () => failed,
    summary: () => {
      if (figures.length) console.log(`\nFigures:\n${figures.map((line) => `  ${line}`).join('\n')}`);
      if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
      console.log(`\n${passed} passed, ${failed} failed`);
      return failed;
    },
  };
};

export type Report = ReturnType<typeof createReport>;

/** One sample of a Prometheus text metric (the sum over label sets matching `labels`). */
export const metricValue = (text: string, name: string, labels: Record<string, string> = {}) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
