import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyRequestLogger } from './request-log.js';

describe('LazyRequestLogger', () => {
  it('makes the child logger on the first line only, and writes what the child would: bindings and redaction kept', () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const parent = pino({ level: 'info', redact: { paths: ['*.password'], censor: '[redacted]' } }, stream);
    const child = vi.spyOn(parent, 'child');
    const logger = new LazyRequestLogger(parent, { reqId: 'req-1' }, {});
    expect(child).not.toHaveBeenCalled();

    logger.warn({ body: { password: 'secret', email: 'a@b.c' } }, 'slow request');
    logger.info('second line');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', level: 40, msg: 'slow request', body: { password: '[redacted]', email: 'a@b.c' } }),
      expect.objectContaining({ reqId: 'req-1', level: 30, msg: 'second line' }),
    ]);
    expect(logger.level).toBe('info');
  });
});
