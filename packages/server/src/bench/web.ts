/**
 * First paint and interactivity of the admin login page and the dashboard (issue 21), measured in
 * Chromium against the benchmark's own server, which serves the production build of packages/web.
 *
 * Each sample runs in a fresh browser context (an empty cache): the login page loaded cold; logging in
 * through its form, timed from the click; then a second fresh context holding the session (its stored
 * local storage and cookies) loads /admin/backend cold. One warm sample of each page (a second load in
 * the same context: the dashboard reloaded after its first cold sample, the login page in a context of
 * its own). All of it twice: on the plain machine, and throttled through the DevTools
 * protocol (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower).
 *
 * Times are read in the page, from navigation start (or from the click): paint entries, the last
 * largest-contentful-paint candidate, and marks an init script sets the moment the DOM first satisfies a
 * condition (the username field visible and enabled, the #app-loading overlay removed, the shell's menu
 * and a dashboard tile visible). "Settled" waits further for the network to be quiet for 500 ms and is
 * the later of interactive and the end of the last response. Total blocking time sums (duration − 50 ms)
 * of the long tasks until then. Scripts are weighed as gzip would send them and as the server sends them.
 *
 * BENCH_WEB_SAMPLES (default 5) samples each; BENCH_WEB_TYPING_MS (default 120) between the login
 * form's keys; BENCH_WEB_JSON=path writes every figure as JSON;
 * CHROMIUM_PATH (default /usr/bin/chromium). Without Chromium the stage says why and is skipped.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { PASSWORD } from './harness.js';

export const WEB_SAMPLES = Number(process.env.BENCH_WEB_SAMPLES) || 5;
/** Milliseconds between two keys typed into the login form (BENCH_WEB_TYPING_MS; 0 types at once). */
const TYPING_MS = process.env.BENCH_WEB_TYPING_MS === undefined ? 120 : Number(process.env.BENCH_WEB_TYPING_MS);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How long a page may take to show what is waited for, throttled included. */
const WAIT_MS = 120_000;
/** The network counts as idle after this long with no request in flight (as Playwright's networkidle). */
const QUIET_MS = 500;

interface Profile {
  name: 'plain' | 'throttled';
  label: string;
  throttle: boolean;
}

const PROFILES: Profile[] = [
  { name: 'plain', label: 'plain (no throttling)', throttle: false },
  { name: 'throttled', label: 'throttled (DevTools protocol: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower)', throttle: true },
];

/**
 * Installed in every document before the app's scripts: the observers and the marks. A string, since the
 * server's TypeScript has no DOM types.
 */
const INIT_SCRIPT = `(() => {
  try { performance.setResourceTimingBufferSize(5000); } catch {}
  const b = { lcp: null, longTasks: [], marks: {}, clickAt: null, armed: false, overlaySeen: false };
  window.__bench = b;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.lcp = e.renderTime || e.loadTime || e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  document.addEventListener('click', (event) => {
    if (!b.armed) return;
    b.armed = false;
    b.clickAt = event.timeStamp;
    b.marks = {};
  }, true);
  const shown = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const checks = {
    form: () => {
      const input = document.querySelector('input[autocomplete="username"]');
      return shown(input) && !input.disabled;
    },
    // Gone once seen: the init script runs before the document's body exists.
    overlayGone: () => {
      if (document.getElementById('app-loading')) b.overlaySeen = true;
      else return b.overlaySeen || document.readyState !== 'loading';
      return false;
    },
    menu: () => shown(document.querySelector('[role="menu"]')),
    tiles: () => shown(document.querySelector('a[data-tile]')),
  };
  const check = () => {
    const now = performance.now();
    for (const name in checks) if (b.marks[name] === undefined && checks[name]()) b.marks[name] = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const started = Date.now();
  const frame = () => {
    check();
    if (Date.now() - started < ${WAIT_MS}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** What the page holds when a measurement ends, every time from navigation start. */
interface PageState {
  fp: number | null;
  fcp: number | null;
  lcp: number | null;
  marks: Record<string, number>;
  clickAt: number | null;
  longTasks: Array<[number, number]>;
  /** End of the last response, the document's own included. */
  lastResponseEnd: number;
  /** End of the last script's response. */
  lastScriptEnd: number;
  /** Bytes on the wire (headers included) of every resource and the document; 0 for what came from the cache. */
  transferred: number;
  fromCache: number;
  /** Answered 304: headers only, the body from the cache. */
  revalidated: number;
  resources: number;
}

const READ_STATE = `(() => {
  const b = window.__bench;
  const paint = (name) => performance.getEntriesByType('paint').find((e) => e.name === name)?.startTime ?? null;
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  return {
    fp: paint('first-paint'),
    fcp: paint('first-contentful-paint'),
    lcp: b.lcp,
    marks: b.marks,
    clickAt: b.clickAt,
    longTasks: b.longTasks,
    lastResponseEnd: Math.max(0, ...entries.map((e) => e.responseEnd)),
    lastScriptEnd: Math.max(0, ...entries.filter((e) => /[.]m?js([?]|$)/.test(e.name)).map((e) => e.responseEnd)),
    transferred: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    fromCache: entries.filter((e) => e.entryType === 'resource' && e.transferSize === 0).length,
    revalidated: entries.filter((e) => e.entryType === 'resource' && e.transferSize > 0 && e.encodedBodySize === 0).length,
    resources: entries.length - 1,
  };
})()`;

/** The scripts a page receives from now on, each weighed as gzip would send it. */
function weighScripts(page: Page): () => Promise<{ scripts: number; gzip: number; raw: number }> {
  const bodies: Array<Promise<[number, number]>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => [body.length, gzipSync(body).length] as [number, number], () => [0, 0] as [number, number]));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const sizes = await Promise.all(bodies);
    return { scripts: sizes.length, raw: sizes.reduce((sum, [raw]) => sum + raw, 0), gzip: sizes.reduce((sum, [, gzip]) => sum + gzip, 0) };
  };
}

/** Requests in flight on the page, to wait until none has been for QUIET_MS. */
function networkTracker(page: Page): { idle: () => Promise<void>; stop: () => void } {
  let inFlight = 0;
  let changed = performance.now();
  const started = () => {
    inFlight++;
    changed = performance.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle() {
      const since = performance.now();
      while (!(inFlight === 0 && performance.now() - changed >= QUIET_MS)) {
        if (performance.now() - since > WAIT_MS) throw new Error(`the network was still busy after ${WAIT_MS / 1000} s (${inFlight} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

async function newPage(context: BrowserContext, profile: Profile): Promise<Page> {
  const page = await context.newPage();
  if (profile.throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return page;
}

async function newContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  await context.addInitScript({ content: INIT_SCRIPT });
  return context;
}

/** The marks a page must hold, all of them, before it counts as interactive. */
const LOGIN_READY = ['form', 'overlayGone'];
const DASHBOARD_READY = ['menu', 'tiles', 'overlayGone'];

async function waitForMarks(page: Page, marks: string[]): Promise<void> {
  await page.waitForFunction(`(${JSON.stringify(marks)}).every((name) => window.__bench && window.__bench.marks[name] !== undefined)`, undefined, {
    timeout: WAIT_MS,
    polling: 50,
  });
}

/** One load's figures, in milliseconds from navigation start (or, for `fromClick`, from the click). */
interface Sample {
  fp?: number | null;
  fcp?: number | null;
  lcp?: number | null;
  form?: number;
  scriptsEnd: number;
  shown?: number;
  interactive?: number;
  settled: number;
  tbt: number;
  jsGzip: number;
  jsRaw: number;
  scripts: number;
  transferred: number;
  fromCache: number;
  revalidated: number;
  resources: number;
}

function tbtOf(state: PageState, from: number, to: number): number {
  return state.longTasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/** Loads `url` on `page` (a new document) and measures it until `ready` marks are set and the network is quiet. */
async function measureLoad(page: Page, url: string, ready: string[], action: () => Promise<unknown> = () => page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS })): Promise<Sample> {
  const weigh = weighScripts(page);
  const network = networkTracker(page);
  try {
    await action();
    await waitForMarks(page, ready);
    await network.idle();
  } finally {
    network.stop();
  }
  const js = await weigh();
  const state = (await page.evaluate(READ_STATE)) as PageState;
  const interactive = Math.max(...ready.map((name) => state.marks[name]!));
  const settled = Math.max(interactive, state.lastResponseEnd);
  return {
    fp: state.fp,
    fcp: state.fcp,
    lcp: state.lcp,
    scriptsEnd: state.lastScriptEnd,
    ...(ready.includes('form') ? { form: state.marks.form } : { shown: Math.max(state.marks.menu!, state.marks.tiles!) }),
    interactive,
    settled,
    tbt: tbtOf(state, 0, settled),
    jsGzip: js.gzip,
    jsRaw: js.raw,
    scripts: js.scripts,
    transferred: state.transferred,
    fromCache: state.fromCache,
    revalidated: state.revalidated,
    resources: state.resources,
  };
}

/**
 * Logs in through the form of the login page `page` shows, timed from the click on its button. The
 * fields are typed a key at a time (TYPING_MS apart, a brisk typist): the login page starts loading the
 * app at the first keystroke, so filling both at once would time a login no person can make.
 */
async function measureLogin(page: Page): Promise<Sample> {
  await page.locator('input[autocomplete="username"]').pressSequentially('admin', { delay: TYPING_MS });
  await page.locator('input[autocomplete="current-password"]').pressSequentially(PASSWORD, { delay: TYPING_MS });
  const before = (await page.evaluate(READ_STATE)) as PageState;
  await page.evaluate('window.__bench.armed = true');
  const weigh = weighScripts(page);
  const network = networkTracker(page);
  try {
    await page.locator('button[type="submit"]').click();
    await waitForMarks(page, ['menu', 'tiles']);
    await network.idle();
  } finally {
    network.stop();
  }
  const js = await weigh();
  const state = (await page.evaluate(READ_STATE)) as PageState;
  const click = state.clickAt;
  if (click === null) throw new Error('the click on the login button was not seen by the page');
  const shown = Math.max(state.marks.menu!, state.marks.tiles!) - click;
  const settled = Math.max(shown, state.lastResponseEnd - click);
  return {
    scriptsEnd: Math.max(0, state.lastScriptEnd - click),
    shown,
    settled,
    tbt: tbtOf(state, click, click + settled),
    jsGzip: js.gzip,
    jsRaw: js.raw,
    scripts: js.scripts,
    transferred: state.transferred - before.transferred,
    fromCache: state.fromCache - before.fromCache,
    revalidated: state.revalidated - before.revalidated,
    resources: state.resources - before.resources,
  };
}

interface ProfileFigures {
  loginCold: Sample[];
  loginWarm: Sample | null;
  loginToDashboard: Sample[];
  dashboardCold: Sample[];
  dashboardWarm: Sample | null;
}

async function runProfile(browser: Browser, base: string, profile: Profile): Promise<ProfileFigures> {
  const figures: ProfileFigures = { loginCold: [], loginWarm: null, loginToDashboard: [], dashboardCold: [], dashboardWarm: null };
  for (let sample = 0; sample < WEB_SAMPLES; sample++) {
    const loginContext = await newContext(browser);
    let sessionState: Awaited<ReturnType<BrowserContext['storageState']>>;
    try {
      const page = await newPage(loginContext, profile);
      figures.loginCold.push(await measureLoad(page, `${base}/admin/login`, LOGIN_READY));
      figures.loginToDashboard.push(await measureLogin(page));
      sessionState = await loginContext.storageState();
    } finally {
      await loginContext.close();
    }
    const dashboardContext = await newContext(browser, sessionState);
    try {
      const page = await newPage(dashboardContext, profile);
      figures.dashboardCold.push(await measureLoad(page, `${base}/admin/backend`, DASHBOARD_READY));
      if (sample === 0) figures.dashboardWarm = await measureLoad(page, `${base}/admin/backend`, DASHBOARD_READY, () => page.reload({ waitUntil: 'commit', timeout: WAIT_MS }));
    } finally {
      await dashboardContext.close();
    }
  }
  // The login page warm: a context of its own, so that no cold sample follows a warm load.
  const warmContext = await newContext(browser);
  try {
    const page = await newPage(warmContext, profile);
    await measureLoad(page, `${base}/admin/login`, LOGIN_READY);
    figures.loginWarm = await measureLoad(page, `${base}/admin/login`, LOGIN_READY);
  } finally {
    await warmContext.close();
  }
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median and worst (the largest) of one figure over the samples; null where the browser gave none. */
function summary(samples: Sample[], key: keyof Sample): { median: number; worst: number; samples: number[] } | null {
  const values = samples.map((sample) => sample[key]).filter((value): value is number => typeof value === 'number');
  if (values.length === 0) return null;
  return { median: Math.round(median(values)), worst: Math.round(Math.max(...values)), samples: values.map((value) => Math.round(value)) };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const ms = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en')} ms` : '—');

const TIMES: Array<[keyof Sample, string]> = [
  ['fp', 'first paint'],
  ['fcp', 'first contentful paint'],
  ['lcp', 'largest contentful paint'],
  ['scriptsEnd', 'last script received'],
  ['form', 'login form shown (under the overlay)'],
  ['shown', 'menu and tiles shown'],
  ['interactive', 'interactive (and the overlay gone)'],
  ['settled', 'settled (network idle)'],
  ['tbt', 'total blocking time'],
];

function printSamples(title: string, samples: Sample[]): void {
  process.stdout.write(`    ${title}\n`);
  for (const [key, name] of TIMES) {
    const figure = summary(samples, key);
    if (!figure) continue;
    process.stdout.write(`      ${name.padEnd(40)} median ${ms(figure.median).padStart(9)}   worst ${ms(figure.worst).padStart(9)}\n`);
  }
  const first = samples[0]!;
  process.stdout.write(
    `      JavaScript ${kb(first.jsGzip)} gzip (${kb(first.jsRaw)} as served) in ${first.scripts} scripts; ${kb(median(samples.map((sample) => sample.transferred)))} over the wire in ${first.resources} resources\n`,
  );
}

function printWarm(title: string, sample: Sample | null): void {
  if (!sample) return;
  const parts = TIMES.filter(([key]) => typeof sample[key] === 'number').map(([key, name]) => `${name.replace(/ \(.*\)$/, '')} ${ms(sample[key] as number)}`);
  process.stdout.write(`    ${title}: ${parts.join(', ')}; of ${sample.resources} resources ${sample.fromCache} from the cache, ${sample.revalidated} revalidated (304); ${kb(sample.transferred)} over the wire\n`);
}

/** The web stage: skipped, saying why, when Chromium or playwright-core is not there. */
export async function benchWeb(options: { base: string }): Promise<void> {
  const { base } = options;
  process.stdout.write(`\n  First paint and interactivity (issue 21): Chromium, ${WEB_SAMPLES} samples per figure, a fresh context (empty cache) each\n`);
  if (!existsSync(CHROMIUM)) {
    process.stdout.write(`  skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)\n`);
    return;
  }
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    process.stdout.write(`  skipped: playwright-core cannot be loaded (${error instanceof Error ? error.message : String(error)})\n`);
    return;
  }
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  } catch (error) {
    process.stdout.write(`  skipped: Chromium at ${CHROMIUM} did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)})\n`);
    return;
  }
  const results: Record<string, ProfileFigures> = {};
  const version = browser.version();
  try {
    process.stdout.write(`  Chromium ${version}, viewport 1280×720; times from navigation start, login from the click (typed ${TYPING_MS} ms a key)\n`);
    for (const profile of PROFILES) {
      const figures = await runProfile(browser, base, profile);
      results[profile.name] = figures;
      process.stdout.write(`  profile ${profile.label}\n`);
      printSamples('/admin/login, cold', figures.loginCold);
      printWarm('/admin/login, warm (second load, same context)', figures.loginWarm);
      printSamples('login → dashboard, from the click on the login button', figures.loginToDashboard);
      printSamples('/admin/backend, cold with the session stored', figures.dashboardCold);
      printWarm('/admin/backend, warm (reload)', figures.dashboardWarm);
    }
  } finally {
    await browser.close();
  }
  const jsonPath = process.env.BENCH_WEB_JSON;
  if (jsonPath) {
    const keys: Array<keyof Sample> = ['fp', 'fcp', 'lcp', 'scriptsEnd', 'form', 'shown', 'interactive', 'settled', 'tbt', 'jsGzip', 'jsRaw', 'scripts', 'transferred'];
    const summarise = (samples: Sample[]) => Object.fromEntries(keys.map((key) => [key, summary(samples, key)]).filter(([, figure]) => figure));
    const json = {
      measuredAt: new Date().toISOString(),
      chromium: `${CHROMIUM} ${version}`,
      samples: WEB_SAMPLES,
      typingMs: TYPING_MS,
      units: 'milliseconds from navigation start (loginToDashboard: from the click); bytes',
      profiles: Object.fromEntries(
        PROFILES.map((profile) => {
          const figures = results[profile.name]!;
          return [
            profile.name,
            {
              label: profile.label,
              loginCold: summarise(figures.loginCold),
              loginWarm: figures.loginWarm,
              loginToDashboard: summarise(figures.loginToDashboard),
              dashboardCold: summarise(figures.dashboardCold),
              dashboardWarm: figures.dashboardWarm,
            },
          ];
        }),
      ),
    };
    writeFileSync(jsonPath, `${JSON.stringify(json, null, 2)}\n`);
    process.stdout.write(`  figures written to ${jsonPath}\n`);
  }
}
