// `cargo xtask lighthouse`: Lighthouse (from npm) with Debian's Chromium on the release
// build served gzipped from loopback, mobile with simulated throttling (its defaults),
// on the three pages issue 31 names: the default page, a lesson link and a Ukrainian
// embed link, three runs each (`ACKLAB_LIGHTHOUSE_RUNS` changes the count). Prints the
// category scores, the main timings and the largest paint's element with its observed
// (unthrottled) time, which is what Lighthouse's simulation starts from. A benchmark,
// not a test: the goals (issue 31) are printed beside the figures.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { root, serveDist, CHROMIUM_FLAGS } from './serve.mjs';

const goals = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 };
const timingGoals = {
  'first-contentful-paint': null, 'largest-contentful-paint': 2000, 'total-blocking-time': 150,
  'cumulative-layout-shift': 0, interactive: null, 'max-potential-fid': null,
};
const pages = ['', '?lesson=ack-first-loses', '?embed&lesson=ack-first-loses&lang=uk'];
const runs = Number(process.env.ACKLAB_LIGHTHOUSE_RUNS ?? 3);

function describe(report) {
  const lines = [];
  for (const [id, goal] of Object.entries(goals)) {
    const score = report.categories[id].score;
    lines.push(`  ${id.padEnd(26)} ${score.toFixed(2)}  (goal ${goal}${score >= goal ? ', met' : ', not met'})`);
  }
  for (const [id, goal] of Object.entries(timingGoals)) {
    const audit = report.audits[id];
    const verdict = goal === null ? '' : `  (goal ≤ ${goal}${audit.numericValue <= goal ? ', met' : ', not met'})`;
    lines.push(`  ${id.padEnd(26)} ${audit.displayValue}${verdict}`);
  }
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  lines.push(`  observed (unthrottled)     first paint ${observed.observedFirstContentfulPaint} ms, largest paint ${observed.observedLargestContentfulPaint} ms`);
  const element = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (element) lines.push(`  largest paint's element    ${element.selector} "${String(element.nodeLabel).slice(0, 60)}"`);
  const failed = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id} (${a.score})`);
  lines.push(`  below 0.9: ${failed.join(', ') || 'none'}`);
  return lines.join('\n');
}

const { server, base } = await serveDist({ gzip: true });
const bin = join(root, 'node_modules', '.bin', 'lighthouse');
try {
  for (const path of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const { stdout } = await promisify(execFile)(bin, [base + path,
        `--only-categories=${Object.keys(goals).join(',')}`, '--output=json', '--quiet',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
      console.log(`lighthouse: /${path} (mobile, simulated throttling), run ${run} of ${runs}`);
      console.log(describe(JSON.parse(stdout)));
    }
  }
} finally {
  server.close();
}
