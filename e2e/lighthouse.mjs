// `cargo xtask lighthouse`: Lighthouse (from npm) with Debian's Chromium on the release
// build served gzipped from loopback, mobile with simulated throttling (its defaults),
// on the default page and a lesson. Prints the category scores and the main timings;
// a benchmark, not a test: the goals (issue 13: performance ≥ 0.95, accessibility 1,
// best practices ≥ 0.95) are printed beside the scores.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { root, serveDist, CHROMIUM_FLAGS } from './serve.mjs';

const goals = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 };
const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'interactive', 'max-potential-fid'];

const { server, base } = await serveDist({ gzip: true });
const bin = join(root, 'node_modules', '.bin', 'lighthouse');
try {
  for (const path of ['', '?lesson=ack-first-loses']) {
    const { stdout } = await promisify(execFile)(bin, [base + path,
      `--only-categories=${Object.keys(goals).join(',')}`, '--output=json', '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 << 20 });
    const report = JSON.parse(stdout);
    console.log(`lighthouse: /${path} (mobile, simulated throttling)`);
    for (const [id, goal] of Object.entries(goals)) {
      const score = report.categories[id].score;
      console.log(`  ${id.padEnd(16)} ${score.toFixed(2)}  (goal ${goal}${score >= goal ? ', met' : ', not met'})`);
    }
    for (const id of timings) console.log(`  ${id.padEnd(26)} ${report.audits[id].displayValue}`);
    const failed = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id} (${a.score})`);
    console.log(`  below 0.9: ${failed.join(', ') || 'none'}`);
  }
} finally {
  server.close();
}
