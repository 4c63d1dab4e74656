/**
 * The server draws the demo images in a child process (the same program, started with
 * RENDER_DEMO_IMAGES_FLAG), so that libvips never lives in the server itself: loaded for the
 * first start's seeding it stayed for the process's life, its library, caches and malloc's high
 * water mark holding 41 MB more after the load than a start on seeded data (171 against 130 MB,
 * on DATABASE_URL). When nothing is missing, as on every later start, no child is started.
 */
import { spawn } from 'node:child_process';
import { missingDemoImages, renderDemoImages, type RenderedImages } from './images.ts';

const RENDER_DEMO_IMAGES_FLAG = '--render-demo-images';

/** The server's renderer: the missing images drawn by a child process of `program` (this one's by default). */
export async function renderDemoImagesInChild(
  uploadsDir: string,
  program: readonly string[] = [...process.execArgv, process.argv[1] ?? ''],
): Promise<RenderedImages> {
  if (missingDemoImages(uploadsDir) === 0) return renderDemoImages(uploadsDir); // counts only, no sharp
  const child = spawn(process.execPath, [...program, RENDER_DEMO_IMAGES_FLAG, uploadsDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const last = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`demo images: the renderer exited with ${code}`);
  return JSON.parse(last) as RenderedImages;
}

/** In the child: when started with the flag, draws into the given folder, prints the counts and says so. */
export async function runDemoImagesChild(argv: readonly string[]): Promise<boolean> {
  const at = argv.indexOf(RENDER_DEMO_IMAGES_FLAG);
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (!dir) return false;
  console.log(JSON.stringify(await renderDemoImages(dir)));
  return true;
}
