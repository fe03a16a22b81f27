// Totals every suite's JSON report into one line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.tmp/ci';
let passed = 0;
let failed = 0;
const lines = [];
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let suitePassed = 0;
  let suiteFailed = 0;
  if (report.lighthouse) {
    // bench/lighthouse.ts: each page's median scores against the floors. They are measurements, not
    // tests, so not counted here; a page below a floor fails the Lighthouse step (see .ci/run).
    const { floors, machineIndex, control, transport, scores } = report.lighthouse;
    if (machineIndex !== undefined)
      lines.push(
        `  lighthouse: over ${transport ?? 'HTTP/1.1'}, machine benchmark index ${machineIndex}${control ? `, control page ${control.path} TBT ${control.tbtMs} ms` : ''}, performance floor ${floors.performance}`,
      );
    for (const score of scores) {
      const ok =
        score.performance >= floors.performance &&
        score.accessibility >= floors.accessibility &&
        (floors.cls === undefined || score.cls <= floors.cls);
      lines.push(
        `  lighthouse ${score.page} (${score.language}): performance ${score.performance}, accessibility ${score.accessibility}, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}, JS ${score.scriptKiB} KiB${ok ? '' : ` — below the floors (performance ${floors.performance}, accessibility ${floors.accessibility}, CLS ${floors.cls})`}`,
      );
    }
  } else if (report.firstLoadJs) {
    // bench/first-load-js.ts: each page's first-load JavaScript against the budget. A measurement,
    // not a test; a page over the budget fails its step (see .ci/run).
    const { maxKiB, pages } = report.firstLoadJs;
    for (const page of pages)
      lines.push(
        `  first-load JavaScript ${page.page} (${page.language}): ${page.kib} KiB Brotli, ${page.files} files${maxKiB !== undefined && page.kib > maxKiB ? ` — over the budget of ${maxKiB} KiB` : ''}`,
      );
  } else if ('numPassedTests' in report) {
    // Vitest
    suitePassed = report.numPassedTests;
    suiteFailed = report.numFailedTests + (report.numFailedTestSuites ?? 0);
  } else if (report.stats) {
    // Playwright
    suitePassed = report.stats.expected + (report.stats.flaky ?? 0);
    suiteFailed = report.stats.unexpected + (report.errors?.length ?? 0);
  }
  passed += suitePassed;
  failed += suiteFailed;
  lines.push(`  ${file}: ${suitePassed} passed, ${suiteFailed} failed`);
}
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
