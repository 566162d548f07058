import { showSnackbar } from '../../../data/snackbars';
import { loadLater } from '../../../commands/loadLater';
import { failure, type Result } from '../../../devices/device';

// The print object's check and the printer drivers (ESC/POS over Web Serial) load on the first job, not with the console.
const printing = loadLater(() =>
  Promise.all([import('../../../domain/printObject'), import('../../../devices/printer/registry')]),
);

let count = 0;
let last: Promise<Result> = Promise.resolve(failure('no_job', 'Inget har skrivits ut.'));

/**
 * The API's print handler: every response's `print` object goes to the printer of its port.
 * A failure is shown as a snackbar and returned.
 */
export function handlePrintJob(job: unknown): Promise<Result> {
  count++;
  last = (async (): Promise<Result> => {
    try {
      const [{ isPrintObject }, { printerForPort }] = await printing();
      if (!isPrintObject(job)) return failure('invalid_job', 'Utskriften kunde inte läsas.');
      return await printerForPort(job.port).print(job);
    } catch {
      return failure('print_failed', 'Utskriften misslyckades.', true);
    }
  })().then((result) => {
    if (!result.ok) showSnackbar('error', result.message);
    return result;
  });
  return last;
}

/** How many jobs the handler has received: a caller compares before and after its call. */
export const printJobCount = () => count;
/** The result of the newest job. */
export const lastPrintResult = () => last;
