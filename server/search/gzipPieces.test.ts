import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { gzipOf, piece } from './gzipPieces';

describe('gzipOf', () => {
  it('joins separately compressed pieces into one gzip body', async () => {
    const texts = ['{"rows":[', '[1,"Åsa Öhman"]', '', ',', '[2,"' + 'x'.repeat(50_000) + '"]', ']}'];
    const body = gzipOf(await Promise.all(texts.map(piece)));
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(body).toString('utf8')).toBe(texts.join(''));
  });

  it('lets a piece be replaced without touching the others', async () => {
    const pieces = await Promise.all(['[', '1,2', ',', '3', ']'].map(piece));
    pieces[3] = await piece('4,5,6');
    expect(JSON.parse(gunzipSync(gzipOf(pieces)).toString())).toEqual([1, 2, 4, 5, 6]);
  });
});
