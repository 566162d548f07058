// ESC/POS bytes for a print object. The lines come from the same layout as the 'Virtuell
// Skrivare' preview (layoutPrintObject), so paper and preview break lines identically: the
// encoder only adds styles, the code page, the drawer pulse, the buzzer and the cut.
import ReceiptPrinterEncoder, { type ReceiptPrinterEncoderOptions } from '@point-of-sale/receipt-printer-encoder';
import { layoutPrintObject, normalizeWidth, type PrintLine, type PrintObject } from '../../domain/printObject';

/** Code pages with å, ä and ö. cp858 (cp850 with €) is the default; cp865 is the Nordic page; 'auto' lets the encoder switch per character. */
export type EscPosCodepage = 'cp858' | 'cp865' | 'auto';

export interface EscPosOptions {
  /** Default 'cp858'. */
  codepage?: EscPosCodepage;
  /** The printer's table of ESC t numbers (default 'epson', which most ESC/POS clones follow). */
  codepageMapping?: ReceiptPrinterEncoderOptions['codepageMapping'];
  /** Lines fed before a cut so the last text clears the cutter (default 4, as Epson TM printers need). */
  feedBeforeCut?: number;
  cut?: 'full' | 'partial';
  /** Drawer kick connector: 0 = pin 2 (default), 1 = pin 5. */
  drawerPin?: 0 | 1;
  /** Bytes for signal-buzzer; null prints nothing. Default: Epson's ESC ( A fn 48. */
  buzzer?: readonly number[] | null;
}

/** Paper widths the encoder accepts (characters per line in font A). */
export const ENCODER_COLUMNS = [32, 35, 42, 44, 48] as const;

/**
 * Epson "ESC ( A <fn 48> n c t": beep pattern 1, twice, 0.5 s cycle. Printers without that
 * command (many clones) use "ESC B n t" instead: pass `buzzer: [0x1b, 0x42, 2, 5]`.
 */
export const EPSON_BUZZER = [0x1b, 0x28, 0x41, 0x04, 0x00, 0x30, 0x31, 0x02, 0x05] as const;

/** The encoder's paper (the narrowest accepted width that holds the job) and the layout width (at most 48). */
export function paperColumns(width: unknown): { layout: number; encoder: number } {
  const w = normalizeWidth(width);
  return { layout: Math.min(w, 48), encoder: ENCODER_COLUMNS.find((c) => c >= w) ?? 48 };
}

function encoderFor(columns: number, options: EscPosOptions) {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns,
    codepageMapping: options.codepageMapping ?? 'epson',
    feedBeforeCut: options.feedBeforeCut ?? 4,
  });
}

function writeText(enc: ReceiptPrinterEncoder, line: PrintLine) {
  // Trailing spaces do not show on paper; dropping them shortens the job on a 9600 baud line.
  const text = line.text.replace(/ +$/, '');
  if (line.bold) enc.bold(true);
  if (line.size > 0) enc.size(line.size + 1);
  if (text) enc.text(text);
  if (line.size > 0) enc.size(1);
  if (line.bold) enc.bold(false);
  enc.newline();
}

/**
 * A print object as ESC/POS bytes: reset, code page, then every laid-out line. Images are not
 * printed (the preview shows a placeholder). Throws only on bad options (an unknown code page
 * for the mapping); the driver turns that into a failure value.
 */
export function encodePrintObject(
  job: Pick<PrintObject, 'content' | 'width'>,
  options: EscPosOptions = {},
): Uint8Array {
  const { layout, encoder: columns } = paperColumns(job.width);
  const enc = encoderFor(columns, options)
    .initialize()
    .codepage(options.codepage ?? 'cp858');
  const buzzer = options.buzzer === undefined ? EPSON_BUZZER : options.buzzer;
  for (const line of layoutPrintObject(job, layout)) {
    switch (line.kind) {
      case 'text':
        writeText(enc, line);
        break;
      case 'cut':
        enc.cut(options.cut ?? 'full');
        break;
      case 'drawer':
        enc.pulse(options.drawerPin ?? 0);
        break;
      case 'buzzer':
        if (buzzer && buzzer.length > 0) enc.raw([...buzzer]);
        break;
      case 'image':
        break; // Raster logos need a canvas; the printer's stored logo is not configured yet.
    }
  }
  return enc.encode();
}

/** Just the cash drawer pulse (ESC p m t1 t2: 100 ms on, 500 ms off). */
export function encodeCashDrawerPulse(options: Pick<EscPosOptions, 'drawerPin'> = {}): Uint8Array {
  return encoderFor(42, {})
    .pulse(options.drawerPin ?? 0)
    .encode();
}
